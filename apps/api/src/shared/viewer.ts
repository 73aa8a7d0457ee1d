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
  /**
   * Signed the purchase agreement (电子合同) when the viewer was read. A signature is never withdrawn,
   * so true stays true; false is checked again (requireSignedAgreement).
   */
  contractSigned: boolean;
}
