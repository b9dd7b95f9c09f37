// The part of antd the product uses, shared by every app as the `antd` singleton.
//
// A shared module cannot be tree-shaken by the app that provides it, since another app may ask
// it for any export; shared whole, antd alone is ~450 KB of gzip JavaScript. Every app therefore
// shares this same fixed selection, and AntdSurfacePlugin fails a build that imports anything
// else from 'antd'. To use another component, add it here and rebuild every app (the shell
// first): the copy the browser keeps is the shell's. See docs/decisions.md.
export {
  Alert, App, Avatar, Badge, Breadcrumb, Button, Card, Checkbox, Col, Collapse, ConfigProvider,
  Descriptions, Divider, Drawer, Dropdown, Empty, Flex, Form, Grid, Input, InputNumber, Layout,
  List, Menu, Modal, Pagination, Popconfirm, Popover, Progress, Radio, Result, Row, Segmented,
  Select, Skeleton, Space, Spin, Statistic, Steps, Switch, Table, Tabs, Tag, Timeline, Tooltip,
  Typography, message, notification, theme,
} from 'antd/es/index.js';
