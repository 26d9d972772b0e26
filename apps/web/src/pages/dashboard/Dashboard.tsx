import { CloseOutlined, MailOutlined, StarOutlined } from '@ant-design/icons';
import { Badge, Button, Card, Col, Empty, Row, Statistic, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ALL_NS } from '../../i18n';
import { useTitle } from '../../i18n/useTitle';
import { useBuiltRoutes } from '../../router/useBuiltRoutes';
import { toggleShortcut } from '../../session/shortcuts';
import { useSessionStore } from '../../stores/session';

/** Home: a greeting, the unread messages and the user's quick
 * navigations, each a tile to its screen. */
export default function Dashboard() {
  const { t } = useTranslation(ALL_NS);
  const titleOf = useTitle();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const user = useSessionStore((s) => s.user);
  const unread = useSessionStore((s) => s.unread);
  const quick = useSessionStore((s) => s.quickNavigations);
  const messagesPath = routes.pathOf('MineUserMessagesIndex') ?? '/mine/MineUserMessagesIndex';
  // Only screens that open: a menu entry still to come is no screen available.
  const screens = routes.routes.filter((r) => !r.hidden && r.available).length;

  return (
    <div data-testid="dashboard">
      <Card variant="borderless" style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('pages:welcome', { name: user?.NickName || user?.UserName || '' })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('pages:welcomeSub')}</Typography.Text>
      </Card>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} sm={12} lg={8}>
          <Card variant="borderless" hoverable onClick={() => navigate(messagesPath)}>
            <Statistic title={t('pages:unreadMessages')} value={unread} prefix={<MailOutlined />} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card variant="borderless">
            <Statistic title={t('pages:quickNavigations')} value={quick.length} prefix={<StarOutlined />} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Card variant="borderless">
            <Statistic
              title={t('pages:screens')}
              value={screens}
              valueRender={(v) => <span data-testid="screens-available">{v}</span>}
            />
          </Card>
        </Col>
      </Row>
      <Card variant="borderless" title={t('pages:quickNavigations')}>
        {quick.length === 0 ? (
          <Empty description={t('pages:noQuickNavigations')} />
        ) : (
          <Row gutter={[12, 12]} data-testid="quick-navigations">
            {quick.map((name) => {
              const path = routes.pathOf(name);
              const known = !!path && !!routes.metaOf(path);
              // A shortcut to a menu screen not built yet says so; it opens the page that explains.
              const coming = known && routes.routes.some((r) => r.path === path && !r.available);
              const state = !known ? 'unknown' : coming ? 'coming' : 'ready';
              return (
                <Col key={name} xs={12} sm={8} md={6} xl={4}>
                  <Badge.Ribbon
                    text={
                      state === 'unknown'
                        ? t('pages:shortcutUnavailable')
                        : state === 'coming'
                          ? t('pages:shortcutComing')
                          : null
                    }
                    color={state === 'coming' ? 'blue' : 'gray'}
                    style={{ display: state === 'ready' ? 'none' : undefined }}
                  >
                    <Link
                      to={known ? path : '#'}
                      data-testid="quick-navigation"
                      data-name={name}
                      data-state={state}
                      aria-disabled={!known}
                      onClick={(e) => !known && e.preventDefault()}
                      style={{
                        position: 'relative',
                        height: 84,
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'center',
                        textAlign: 'center',
                        padding: 8,
                        borderRadius: token.borderRadiusLG,
                        border: `1px solid ${token.colorBorderSecondary}`,
                        background: known ? token.colorPrimaryBg : token.colorFillQuaternary,
                        color: known ? token.colorPrimaryText : token.colorTextTertiary,
                        cursor: known ? 'pointer' : 'default',
                      }}
                    >
                      {titleOf(`menu:${name}`)}
                      <Tooltip title={t('pages:removeShortcut')}>
                        <Button
                          type="text"
                          size="small"
                          icon={<CloseOutlined />}
                          aria-label={t('pages:removeShortcut')}
                          style={{ position: 'absolute', right: 2, top: 2 }}
                          onClick={(e) => {
                            e.preventDefault();
                            e.stopPropagation();
                            void toggleShortcut(name, true).catch(() => undefined);
                          }}
                        />
                      </Tooltip>
                    </Link>
                  </Badge.Ribbon>
                </Col>
              );
            })}
          </Row>
        )}
      </Card>
    </div>
  );
}
