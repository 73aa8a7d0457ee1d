export { canChat } from './account.service';
export { addressList } from './address.service';
export { buyerViewer, memberDetail } from './member-admin.service';
export { hashPassword, verifyPassword } from './password';
export {
  approveDocument,
  documentImage,
  expiringDocuments,
  qualificationNotices,
  rejectDocument,
} from './qualification.service';
export { deleteSession, findBuyerViewer, findViewerBySession, insertSession } from './session.repository';
export { savePolicy } from './store-policy.repository';
export { policyViews, requireHeadquarters, storeOrderRules } from './store-policy.service';
export { ownUploadRow, ownsUpload, pdfUploads, uploadKeyOf, uploadRow, uploadUrl } from './upload.service';
