import type { ApiRoutes } from '../../http/api';
import { serviceAttachmentRoutes } from './attachments';
import { serviceExportRoutes } from './exports';
import { serviceOrderRoutes } from './orders';
import { platformReviewImportRoutes } from './platformReviewImport';
import { reviewImportRoutes } from './reviewImport';
import { reviewRoutes } from './reviews';

/** Customer service (docs/domain/customer-service.md): reviews and service orders, their Excel and attachments. */
export const serviceRoutes = (): ApiRoutes[] => [reviewRoutes(), serviceOrderRoutes(), serviceExportRoutes(), reviewImportRoutes(), platformReviewImportRoutes(), ...serviceAttachmentRoutes()];

/** A gift grant made from a review links to it (gifts). */
export { linkGrantToReview } from './reviewGrants';
