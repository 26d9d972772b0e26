import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { calls, MAX_OFFSET_HOURS, TrackingStatus, TrajectoryMilestone } from '@wms/contract';
import { Button, Form, Input, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useSelectList } from '../../../api/options';
import { WIDE } from '../../../components/form/fields';
import { NumberInput, useNumberRule } from '../../../components/form/number';
import { useRules } from '../../../components/form/rules';
import { BodyFields } from '../../../components/setup/BodyFields';
import { SetupList } from '../../../components/setup/SetupList';
import { useFieldLabel } from '../../../i18n/useFieldLabel';

const { TrajectoryScheme } = calls;
const blank = { Status: TrackingStatus.InTransit, Milestone: TrajectoryMilestone.ShiftDeparture, OffsetHours: 0 };

/** The scheme's events as an ordered table of inputs: add, remove, move up and down. */
function EventTable() {
  const { t } = useTranslation('transport');
  const label = useFieldLabel();
  const r = useRules();
  const offset = useNumberRule().rule({ min: -MAX_OFFSET_HOURS, max: MAX_OFFSET_HOURS }, label('OffsetHours'));
  const statuses = useSelectList('TrackStatus');
  const milestones = useSelectList('TrajectoryMilestone');
  const text = (f: string, max: number, required = true) => ({
    title: label(f),
    render: (_: unknown, line: { name: number }) => (
      <Form.Item name={[line.name, f]} rules={[...(required ? [r.required(label(f))] : []), r.max(max, label(f))]}>
        <Input aria-label={label(f)} />
      </Form.Item>
    ),
  });
  const pick = (f: string, options: { value: number; label: string }[] | undefined) => ({
    title: label(f),
    width: 150,
    render: (_: unknown, line: { name: number }) => (
      <Form.Item name={[line.name, f]} rules={[r.chosen(label(f))]}>
        <Select aria-label={label(f)} options={options} popupMatchSelectWidth={false} />
      </Form.Item>
    ),
  });
  return (
    <Form.List
      name="Events"
      rules={[
        {
          validator: (_, v) =>
            v?.length ? Promise.resolve() : Promise.reject(new Error(r.rule('schemes.noEvents', label('Events')))),
        },
      ]}
    >
      {(lines, { add, remove, move }, { errors }) => (
        <div style={WIDE} data-testid="scheme-events">
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={lines}
            scroll={{ x: 1100 }}
            columns={[
              pick('Status', statuses.data),
              pick('Milestone', milestones.data),
              {
                title: label('OffsetHours'),
                width: 110,
                render: (_, line) => (
                  <Form.Item
                    name={[line.name, 'OffsetHours']}
                    rules={[{ required: true, message: r.rule('validation.required', label('OffsetHours')) }, offset]}
                  >
                    <NumberInput aria-label={label('OffsetHours')} />
                  </Form.Item>
                ),
              },
              text('TextZhCn', 200),
              text('TextZhTw', 200),
              text('TextEn', 200),
              text('Place', 100, false),
              {
                width: 110,
                render: (_, line, i) => (
                  <Space size={0}>
                    <Button
                      type="text"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('moveUp')}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                    />
                    <Button
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('moveDown')}
                      disabled={i === lines.length - 1}
                      onClick={() => move(i, i + 1)}
                    />
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('removeEvent')}
                      onClick={() => remove(line.name)}
                    />
                  </Space>
                ),
              },
            ]}
          />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ ...blank })} data-testid="add-event" block>
            {t('addEvent')}
          </Button>
          <Form.ErrorList errors={errors} />
        </div>
      )}
    </Form.List>
  );
}

/** Trajectory schemes: a channel's standard tracking events, each dated from a shift's milestone. */
export default function TrajectorySchemeIndex() {
  const label = useFieldLabel();
  return (
    <SetupList<typeof TrajectoryScheme.GetTrajectorySchemes, Record<string, unknown>>
      screen="TrajectorySchemeIndex"
      list={TrajectoryScheme.GetTrajectorySchemes}
      kind={label('TrajectorySchemeId').toLowerCase()}
      columns={[
        { key: 'Name', search: { type: 'text', name: 'Content' } },
        { key: 'Remarks', ellipsis: true },
      ]}
      status
      created
      add={{ call: TrajectoryScheme.AddTrajectoryScheme, label: label('TrajectorySchemeId') }}
      edit={{
        call: TrajectoryScheme.EditTrajectoryScheme,
        label: label('TrajectorySchemeId'),
        load: (row) => api.TrajectoryScheme.GetTrajectorySchemeById({ Id: row.Id }),
      }}
      initialValues={{ Events: [{ ...blank }] }}
      remove={TrajectoryScheme.DeleteTrajectoryScheme}
      invalidates={[queryKeys.select('TrajectoryScheme')]}
      formWidth={1180}
      form={(editing) => (
        <>
          <BodyFields body={TrajectoryScheme.EditTrajectoryScheme.body} editing={!!editing} />
          <EventTable />
        </>
      )}
    />
  );
}
