import { useState } from 'react';
import { App, Button, Input, Space, Tabs } from 'antd';
import type { MemberUpdateInput, OperatorMember } from '@yaocai/contract';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/list-kit/use-list-query';
import { useCan } from '../../account/api/me';
import { useMembers } from '../api/members';
import { useUpdateMember } from '../api/update-member';
import { MemberEditModal } from '../components/member-edit-modal';
import { MembersTable } from '../components/members-table';
import { isMemberFilter, MEMBER_TABS } from '../lib/member-edit';
import { ListPage } from '../../../components/list-kit/list-page';
import { useDialog } from '../../../components/list-kit/use-dialog';

export function MembersPage() {
  const { search, update, page, paging } = useListParams();
  const rawStatus = search.get('status');
  const status = isMemberFilter(rawStatus) ? rawStatus : undefined;
  const keyword = search.get('keyword') ?? '';
  const members = useMembers({ status, keyword, page });
  const can = useCan();
  const { message } = App.useApp();
  const save = useUpdateMember();
  const [words, setWords] = useState(keyword);
  const [shownKeyword, setShownKeyword] = useState(keyword);
  const editing = useDialog<OperatorMember>();

  // The URL may change from outside (Back, a link): the search box follows it.
  if (keyword !== shownKeyword) {
    setShownKeyword(keyword);
    setWords(keyword);
  }

  const toggle = (member: OperatorMember, disabled: 0 | 1) =>
    save
      .mutateAsync(
        { id: member.id, input: { disabled } },
        {
          onSuccess: () =>
            void message.success(
              disabled ? `会员 ${member.username} 已停用` : `会员 ${member.username} 已启用`,
            ),
        },
      )
      // http.ts has shown the refusal; the confirmation just closes.
      .catch(() => undefined);

  const edit = (member: OperatorMember, input: MemberUpdateInput) =>
    save.mutateAsync({ id: member.id, input }, editing.closesWith(`会员 ${member.username} 的设置已保存`));

  const running = save.isPending && save.variables.input.disabled !== undefined ? save.variables.id : null;

  return (
    <ListPage
      header={
        <>
          <PageHeader title="会员管理" crumbs={[{ title: '会员管理' }]}>
            <Tabs
              activeKey={status ?? 'all'}
              onChange={(key) => update({ status: key === 'all' ? undefined : key, page: undefined })}
              items={MEMBER_TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
            />
          </PageHeader>
        </>
      }
      overlays={
        <MemberEditModal
          member={editing.target}
          pending={save.isPending && save.variables.input.disabled === undefined}
          onCancel={editing.close}
          onSubmit={edit}
        />
      }
    >
      <div className="table-toolbar">
        <Space.Compact style={{ width: '100%', maxWidth: 460 }}>
          <Input
            allowClear
            value={words}
            onChange={(e) => setWords(e.target.value)}
            onPressEnter={() => update({ keyword: words.trim(), page: undefined })}
            placeholder="账号 / 公司 / 联系人 / 电话"
            data-testid="members-keyword"
          />
          <Button
            type="primary"
            onClick={() => update({ keyword: words.trim(), page: undefined })}
            data-testid="members-search"
          >
            查询
          </Button>
        </Space.Compact>
        <Button onClick={() => void members.refetch()} loading={members.isFetching}>
          刷新
        </Button>
      </div>
      <MembersTable
        rows={members.data?.list}
        loading={members.isFetching}
        mayUpdate={can('member.update')}
        mayReview={can('review.read')}
        busyId={running}
        onEdit={editing.open}
        onToggle={toggle}
        paging={paging(members.data, '个会员')}
      />
    </ListPage>
  );
}
