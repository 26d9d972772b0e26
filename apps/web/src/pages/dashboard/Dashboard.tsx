import { CloseOutlined, MailOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Row, Statistic, Tag, Tooltip, Typography, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ALL_NS } from '../../i18n';
import { useTitle } from '../../i18n/useTitle';
import { useBuiltRoutes } from '../../router/useBuiltRoutes';
import { toggleShortcut } from '../../session/shortcuts';
import { useSessionStore } from '../../stores/session';
import { useHasPermi } from '../../utils/permission';

/** The money at a glance loads on its own, chart library and all, after the dashboard draws. */
const MoneyAtAGlance = lazy(() => import('./MoneyAtAGlance'));

/** Home: a greeting, the unread messages, the money at a glance (a customer's own; staff's with
 * its permission) and the user's quick navigations, each a tile to its screen. */
export default function Dashboard() {
  const { t } = useTranslation(ALL_NS);
  const titleOf = useTitle();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const routes = useBuiltRoutes();
  const user = useSessionStore((s) => s.user);
  const unread = useSessionStore((s) => s.unread);
  const quick = useSessionStore((s) => s.quickNavigations);
  const customer = user?.AccountTypeCode === 2;
  const staffMoney = useHasPermi('MoneySummary:GetMoneySummary');
  const money = customer ? 'customer' : user && staffMoney ? 'staff' : null;
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
      {money ? (
        <Suspense fallback={<Card variant="borderless" loading style={{ marginBottom: 16 }} />}>
          <MoneyAtAGlance scope={money} />
        </Suspense>
      ) : null}
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
                  <Link
                    to={known ? path : '#'}
                    data-testid="quick-navigation"
                    data-name={name}
                    data-state={state}
                    aria-disabled={!known}
                    onClick={(e) => !known && e.preventDefault()}
                    style={{
                      position: 'relative',
                      minHeight: 84,
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      justifyContent: 'center',
                      gap: 4,
                      textAlign: 'center',
                      // Room for the remove button in the corner: the label never runs under it.
                      padding: '8px 28px',
                      borderRadius: token.borderRadiusLG,
                      border: `1px solid ${token.colorBorderSecondary}`,
                      background: known ? token.colorPrimaryBg : token.colorFillQuaternary,
                      color: known ? token.colorPrimaryText : token.colorTextTertiary,
                      cursor: known ? 'pointer' : 'default',
                    }}
                  >
                    <span data-testid="quick-navigation-label">{titleOf(`menu:${name}`)}</span>
                    {/* Under the label, in the tile's flow: as a ribbon over the corner it covered
                        the label of a narrow tile and the remove button. */}
                    {state === 'ready' ? null : (
                      <Tag
                        color={state === 'coming' ? 'blue' : 'default'}
                        style={{ marginInlineEnd: 0 }}
                        data-testid="quick-navigation-state"
                      >
                        {state === 'unknown' ? t('pages:shortcutUnavailable') : t('pages:shortcutComing')}
                      </Tag>
                    )}
                    <Tooltip title={t('pages:removeShortcut')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<CloseOutlined />}
                        aria-label={t('pages:removeShortcut')}
                        data-testid="quick-navigation-remove"
                        style={{ position: 'absolute', right: 2, top: 2 }}
                        onClick={(e) => {
                          e.preventDefault();
                          e.stopPropagation();
                          void toggleShortcut(name, true).catch(() => undefined);
                        }}
                      />
                    </Tooltip>
                  </Link>
                </Col>
              );
            })}
          </Row>
        )}
      </Card>
    </div>
  );
}
