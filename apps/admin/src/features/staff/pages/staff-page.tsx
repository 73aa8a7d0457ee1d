import { App, Card } from 'antd';
import type { RoleInput, StaffCreateInput, StaffMemberView, StaffRole } from '@yaocai/contract';
import { PageBody, PageHeader } from '../../../components/page-header';
import { useCan, useMe } from '../../account/api/me';
import { useCreateStaff } from '../api/create-staff';
import { useSaveRole } from '../api/save-role';
import { useStaff } from '../api/staff';
import { useUpdateStaff } from '../api/update-staff';
import { RoleModal } from '../components/role-modal';
import { RolesTable } from '../components/roles-table';
import { StaffCreateModal } from '../components/staff-create-modal';
import { StaffRolesModal } from '../components/staff-roles-modal';
import { StaffTable } from '../components/staff-table';
import { permissionGroups } from '../lib/permission-groups';
import { useDialog } from '../../../components/list-kit/use-dialog';
import { NewButton } from '../../../components/new-button';

/** 员工与角色: who may use the console, in which roles, and what each role may do. */
export function StaffPage() {
  const overview = useStaff();
  const me = useMe();
  const can = useCan();
  const mayUpdate = can('staff.update');
  const { message } = App.useApp();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const saveRole = useSaveRole();
  const creating = useDialog<true>();
  const assigning = useDialog<StaffMemberView>();
  const editingRole = useDialog<StaffRole | 'new'>();
  const roles = overview.data?.roles ?? [];
  const catalogue = overview.data?.permissions ?? [];

  const submitStaff = (input: StaffCreateInput) =>
    create.mutateAsync(input, creating.closesWith(`员工账号 ${input.username} 已创建`));

  const submitRoles = (staff: StaffMemberView, roleIds: number[]) =>
    update.mutateAsync(
      { id: staff.id, input: { role_ids: roleIds } },
      assigning.closesWith(`${staff.name || staff.username} 的角色已保存`),
    );

  const toggle = (staff: StaffMemberView, disabled: 0 | 1) =>
    update
      .mutateAsync(
        { id: staff.id, input: { disabled } },
        {
          onSuccess: () =>
            void message.success(
              disabled ? `员工 ${staff.username} 已停用` : `员工 ${staff.username} 已启用`,
            ),
        },
      )
      // http.ts has shown the refusal; the confirmation just closes.
      .catch(() => undefined);

  const submitRole = (input: RoleInput) => {
    const role = editingRole.target;
    const id = role === 'new' || role === null ? null : role.id;
    return saveRole.mutateAsync(
      { id, input },
      editingRole.closesWith(id === null ? `角色“${input.name}”已新增` : `角色“${input.name}”已保存`),
    );
  };

  const toggling =
    update.isPending && update.variables.input.disabled !== undefined ? update.variables.id : null;

  return (
    <>
      <PageHeader title="员工与角色" crumbs={[{ title: '员工与角色' }]} />
      <PageBody>
        <Card
          title="员工"
          className="table-card"
          extra={
            mayUpdate && <NewButton label="新增员工" testId="staff-new" onClick={() => creating.open(true)} />
          }
        >
          <StaffTable
            rows={overview.data?.staff}
            loading={overview.isFetching}
            selfId={me.data?.id}
            mayUpdate={mayUpdate}
            busyId={toggling}
            onRoles={assigning.open}
            onToggle={toggle}
          />
        </Card>
        <Card
          title="角色"
          className="table-card"
          extra={
            mayUpdate && (
              <NewButton label="新增角色" testId="role-new" onClick={() => editingRole.open('new')} plain />
            )
          }
        >
          <RolesTable
            roles={overview.data?.roles}
            total={catalogue.length}
            loading={overview.isFetching}
            mayUpdate={mayUpdate}
            onEdit={editingRole.open}
          />
        </Card>
      </PageBody>
      <StaffCreateModal
        open={creating.target !== null}
        roles={roles}
        pending={create.isPending}
        onCancel={creating.close}
        onSubmit={submitStaff}
      />
      <StaffRolesModal
        staff={assigning.target}
        roles={roles}
        pending={update.isPending && update.variables.input.role_ids !== undefined}
        onCancel={assigning.close}
        onSubmit={submitRoles}
      />
      <RoleModal
        editing={editingRole.target}
        groups={permissionGroups(catalogue)}
        pending={saveRole.isPending}
        onCancel={editingRole.close}
        onSubmit={submitRole}
      />
    </>
  );
}
