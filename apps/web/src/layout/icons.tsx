import {
  AccountBookOutlined,
  AppstoreOutlined,
  BankOutlined,
  CalculatorOutlined,
  CarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  GiftOutlined,
  GlobalOutlined,
  ImportOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Menu node Icon names -> icons. A fixed map rather than the whole icon package (megabytes);
 * a name not listed gets a neutral icon. */
const ICONS: Record<string, ReactNode> = {
  AccountBookOutlined: <AccountBookOutlined />,
  BankOutlined: <BankOutlined />,
  CalculatorOutlined: <CalculatorOutlined />,
  CarOutlined: <CarOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  GiftOutlined: <GiftOutlined />,
  GlobalOutlined: <GlobalOutlined />,
  ImportOutlined: <ImportOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  RollbackOutlined: <RollbackOutlined />,
  SettingOutlined: <SettingOutlined />,
  ShopOutlined: <ShopOutlined />,
  ShoppingOutlined: <ShoppingOutlined />,
  UserOutlined: <UserOutlined />,
  WalletOutlined: <WalletOutlined />,
};

export const iconOf = (name: string | undefined, fallback = true): ReactNode =>
  (name && ICONS[name]) || (fallback ? <AppstoreOutlined /> : null);
