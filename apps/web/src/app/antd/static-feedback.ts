// antd's static message and Modal, themed by antd-scope's ConfigProvider.config (imported for it).
import './antd-scope';

export { message, Modal } from 'antd';
