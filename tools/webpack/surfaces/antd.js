// The antd components nearly every page draws (the shell's header, dialogs and page frames),
// shared by every app as the one `antd` module that loads with the shell. Larger components are
// shared one by one and load with the first page that draws them: see ANTD_ON_DEMAND in
// ../shared-surfaces.js. Why a fixed selection: docs/decisions.md.
export {
  Button, Col, ConfigProvider, Flex, Grid, Result, Row, Skeleton, Tooltip, Typography, theme,
} from 'antd/es/index.js';
