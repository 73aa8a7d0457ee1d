/** Who is asking: the session's member with what the catalogue and cart rules need. */
export interface Viewer {
  memberId: number;
  username: string;
  companyId: number;
  parentId: number | null;
  isPassed: boolean;
  isSpecial: boolean;
  role: string;
  region: string;
  customerGroup: string;
  scopes: string[];
  /** Console permissions of a staff member (packages/domain staff-permissions); empty for buyers. */
  permissions: string[];
}
