/** antd-mobile's toast and dialog (with their animation library), loaded only when something is to be said. */
export { Dialog, Toast } from 'antd-mobile';
