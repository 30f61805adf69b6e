import type { ComponentType } from 'react';
import '../../../components/table/table.css';
import '../../../components/screen.css';
import './page.css';

/** A mail page module: the kit's styles and the mail centre's own, then the screen. */
export const mailPage = (Screen: ComponentType) =>
  function MailPage() {
    return <Screen />;
  };
