export { type AuditEntry, appendAudit } from './audit.repository';
export { auditImpersonatedChanges } from './impersonation-audit';
