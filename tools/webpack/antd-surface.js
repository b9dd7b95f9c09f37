// The part of antd the product uses, shared by every app as the `antd` singleton.
//
// A shared module cannot be tree-shaken by the app that provides it, since another app may ask
// it for any export; shared whole, antd alone is ~450 KB of gzip JavaScript. Every app therefore
// shares this same fixed selection, and AntdSurfacePlugin fails a build that imports anything
// else from 'antd'. To use another component, add it here and rebuild every app (the shell
// first): the copy the browser keeps is the shell's. See docs/decisions.md.
export {
  Alert, App, Button, Card, Col, Collapse, ConfigProvider, Drawer, Flex, Form, Grid, Input, Layout,
  List, Modal, Progress, Result, Row, Select, Skeleton, Switch, Table, Tag, Tooltip, Typography, theme,
} from 'antd/es/index.js';
