import { useState } from 'react';
import { App, Button, Card } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
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
  const [creating, setCreating] = useState(false);
  const [assigning, setAssigning] = useState<StaffMemberView | null>(null);
  const [editingRole, setEditingRole] = useState<StaffRole | 'new' | null>(null);
  const roles = overview.data?.roles ?? [];
  const catalogue = overview.data?.permissions ?? [];

  const submitStaff = (input: StaffCreateInput) =>
    create.mutateAsync(input, {
      onSuccess: () => {
        void message.success(`员工账号 ${input.username} 已创建`);
        setCreating(false);
      },
    });

  const submitRoles = (staff: StaffMemberView, roleIds: number[]) =>
    update.mutateAsync(
      { id: staff.id, input: { role_ids: roleIds } },
      {
        onSuccess: () => {
          void message.success(`${staff.name || staff.username} 的角色已保存`);
          setAssigning(null);
        },
      },
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
    const id = editingRole === 'new' || editingRole === null ? null : editingRole.id;
    return saveRole.mutateAsync(
      { id, input },
      {
        onSuccess: () => {
          void message.success(id === null ? `角色“${input.name}”已新增` : `角色“${input.name}”已保存`);
          setEditingRole(null);
        },
      },
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
            mayUpdate && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setCreating(true)}
                data-testid="staff-new"
              >
                新增员工
              </Button>
            )
          }
        >
          <StaffTable
            staff={overview.data?.staff}
            loading={overview.isFetching}
            selfId={me.data?.id}
            mayUpdate={mayUpdate}
            busyId={toggling}
            onRoles={setAssigning}
            onToggle={toggle}
          />
        </Card>
        <Card
          title="角色"
          className="table-card"
          extra={
            mayUpdate && (
              <Button icon={<PlusOutlined />} onClick={() => setEditingRole('new')} data-testid="role-new">
                新增角色
              </Button>
            )
          }
        >
          <RolesTable
            roles={overview.data?.roles}
            total={catalogue.length}
            loading={overview.isFetching}
            mayUpdate={mayUpdate}
            onEdit={setEditingRole}
          />
        </Card>
      </PageBody>
      <StaffCreateModal
        open={creating}
        roles={roles}
        pending={create.isPending}
        onCancel={() => setCreating(false)}
        onSubmit={submitStaff}
      />
      <StaffRolesModal
        staff={assigning}
        roles={roles}
        pending={update.isPending && update.variables.input.role_ids !== undefined}
        onCancel={() => setAssigning(null)}
        onSubmit={submitRoles}
      />
      <RoleModal
        editing={editingRole}
        groups={permissionGroups(catalogue)}
        pending={saveRole.isPending}
        onCancel={() => setEditingRole(null)}
        onSubmit={submitRole}
      />
    </>
  );
}
