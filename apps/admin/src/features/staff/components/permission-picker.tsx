import { Checkbox } from 'antd';
import type { PermissionGroup } from '../lib/permission-groups';

/**
 * A role's permissions, one row per entity (会员, 订单, 售后…): the row's checkbox takes or leaves
 * the whole entity, the others one permission each.
 */
export function PermissionPicker({
  groups,
  value = [],
  onChange,
}: {
  groups: readonly PermissionGroup[];
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  const held = new Set(value);
  const set = (codes: readonly string[], on: boolean) => {
    const next = new Set(held);
    for (const code of codes) {
      if (on) next.add(code);
      else next.delete(code);
    }
    // Sent in the catalogue's order, as the API keeps them.
    onChange?.(groups.flatMap((g) => g.permissions.map((p) => p.code)).filter((code) => next.has(code)));
  };
  return (
    <div className="permission-groups" data-testid="role-permissions">
      {groups.map((group) => {
        const codes = group.permissions.map((p) => p.code);
        const count = codes.filter((code) => held.has(code)).length;
        return (
          <div key={group.entity} className="permission-group">
            <Checkbox
              className="permission-group-name"
              checked={count === codes.length}
              indeterminate={count > 0 && count < codes.length}
              onChange={(e) => set(codes, e.target.checked)}
              data-testid={`perm-group-${group.entity}`}
            >
              {group.name}
            </Checkbox>
            <div className="permission-items">
              {group.permissions.map((permission) => (
                <Checkbox
                  key={permission.code}
                  checked={held.has(permission.code)}
                  onChange={(e) => set([permission.code], e.target.checked)}
                  data-testid={`perm-${permission.code}`}
                >
                  {permission.name}
                </Checkbox>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
