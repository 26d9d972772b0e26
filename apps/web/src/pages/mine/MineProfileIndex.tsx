import { Avatar, Card, Descriptions, Space, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session';

/** The personal centre (/mine/MineProfileIndex): who the user is and what they may do. Editing
 * arrives with the user management screens. */
export default function MineProfileIndex() {
  const { t } = useTranslation('pages');
  const { token } = theme.useToken();
  const user = useSessionStore((s) => s.user);
  if (!user) return null;
  return (
    <Card variant="borderless" data-testid="profile">
      <Space size="large" align="start" wrap>
        <Avatar size={88} src={user.Avatar || undefined} style={{ background: token.colorPrimary, fontSize: 36 }}>
          {(user.NickName || user.UserName).slice(0, 1).toUpperCase()}
        </Avatar>
        <Descriptions column={1} size="small" style={{ minWidth: 320 }} title={user.NickName || user.UserName}>
          <Descriptions.Item label={t('userName')}>{user.UserName}</Descriptions.Item>
          <Descriptions.Item label={t('nickName')}>{user.NickName}</Descriptions.Item>
          <Descriptions.Item label={t('accountType')}>
            {user.AccountTypeCode === 1 ? t('staff') : t('customer')}
            {user.IsSuperUser ? (
              <Tag color="gold" style={{ marginLeft: 8 }}>
                {t('superUser')}
              </Tag>
            ) : null}
          </Descriptions.Item>
          {user.CustomerCode ? (
            <Descriptions.Item label={t('customerCode')}>{user.CustomerCode}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('site')}>{user.SiteId}</Descriptions.Item>
          <Descriptions.Item label={t('permissions')}>
            {user.IsSuperUser ? t('permissionsAll') : user.Buttons.length}
          </Descriptions.Item>
        </Descriptions>
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 0 }}>
        {t('profileNote')}
      </Typography.Paragraph>
    </Card>
  );
}
