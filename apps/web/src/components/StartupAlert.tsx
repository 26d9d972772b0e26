import { Alert } from 'antd';
import { useStartupAlert } from '../session/startup';

/** The start-up alert: this host belongs to no site (the server's Message). */
export default function StartupAlert({ message }: { message: string }) {
  return (
    <Alert type="error" banner closable title={message} onClose={() => useStartupAlert.setState({ message: null })} />
  );
}
