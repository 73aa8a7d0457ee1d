/** The registration wizard's state between its step routes (sessionStorage, never the password) and what the steps share. */
import { type CompanyType } from '@yaocai/contract';
import { type PickedRegion } from '@yaocai/domain';
import { Form } from 'antd';
import type { DocumentValues } from '../../components/registration-document-fields';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../../app/paths';

export interface AccountValues {
  phone: string;
  code: string;
  username: string;
  password: string;
  confirm: string;
  agree: boolean;
}
export interface CompanyValues {
  company_type: CompanyType;
  company: string;
  region_path: string[];
  address: string;
  name: string;
}
export interface DocumentsValues {
  scopes: string[];
  documents: DocumentValues[];
  agent_name: string;
  agent_id_number: string;
}

/** Step 3 as kept between visits (dates as YYYY-MM-DD). */
export type StoredDocuments = Omit<DocumentsValues, 'documents'> & {
  documents: (Omit<DocumentValues, 'expires_on'> & { expires_on?: string })[];
};

/**
 * The wizard between its step routes, kept in sessionStorage (this tab only) so a reload loses
 * nothing — except the password, which never goes to storage: after a reload step 1 asks for it again.
 */
export const DRAFT_KEY = 'register_draft';
export const draft: {
  account?: AccountValues;
  company?: CompanyValues;
  region?: PickedRegion | null;
  documents?: StoredDocuments;
  errors?: Record<string, string[]>;
} = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as typeof draft;
  } catch {
    return {};
  }
})();
export function saveDraft() {
  const { account, errors: _errors, ...rest } = draft;
  const stored = { ...rest, account: account && { ...account, password: '', confirm: '' } };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(stored));
}
export const PASSWORD_AGAIN = '页面已刷新，请重新输入登录密码';

/** Step 1 again when it is not done in this page's memory: after a reload it asks for the password. */
export function backToAccount() {
  if (draft.account && !draft.account.password) draft.errors = { password: [PASSWORD_AGAIN] };
  return <Navigate to={paths.registerStep(1)} replace />;
}

// The new member is logged in, and the first route change after a login reloads the page (spec §4):
// what step 4 shows must outlive that reload.
export const DONE_KEY = 'register_done';

export const ACCOUNT_FIELDS = ['phone', 'code', 'username', 'password', 'agree'];
export const COMPANY_FIELDS = ['company_type', 'company', 'region', 'city', 'district', 'address', 'name'];
export const STEPS = [
  { title: '验证手机' },
  { title: '企业信息' },
  { title: '资质证照' },
  { title: '等待审核' },
];
export const required = (message: string) => [{ required: true, whitespace: true, message }];

/** Moves the server's field errors kept in the draft onto this step's form. */
export function useDraftErrors<T extends object>(
  form: ReturnType<typeof Form.useForm<T>>[0],
  fields: string[],
) {
  useEffect(() => {
    const mine = Object.entries(draft.errors ?? {}).filter(([k]) => fields.includes(k));
    if (mine.length === 0) return;
    form.setFields(
      mine.map(([name, errors]) => ({
        name: (['region', 'city', 'district'].includes(name) ? 'region_path' : name) as never,
        errors,
      })),
    );
    draft.errors = undefined;
  }, [form, fields]);
}

export const PHONE_TAKEN = '该手机号已注册，请直接登录或找回密码';
