import {
  IconArchive,
  IconBox,
  IconBriefcase,
  IconCart,
  IconCoinMoney,
  IconCreditCard,
  IconCustomerSupport,
  IconFile,
  IconGift,
  IconHistogram,
  IconHome,
  IconInbox,
  IconKanban,
  IconKey,
  IconList,
  IconMail,
  IconPieChartStroked,
  IconPulse,
  IconQrCode,
  IconServer,
  IconSetting,
  IconTestScore,
  IconUserGroup,
  IconUserList,
  IconWrench,
} from '@douyinfe/semi-icons';

type IconComponent = typeof IconHome;
type IconSize = 'small' | 'default' | 'large' | 'extra-large' | 'inherit';

/** The icons the catalog names, imported one by one so the bundle does not carry all of Semi's. */
export const menuIcons: Record<string, IconComponent> = {
  IconArchive,
  IconBox,
  IconBriefcase,
  IconCart,
  IconCoinMoney,
  IconCreditCard,
  IconCustomerSupport,
  IconFile,
  IconGift,
  IconHistogram,
  IconHome,
  IconInbox,
  IconKanban,
  IconKey,
  IconList,
  IconMail,
  IconPieChartStroked,
  IconPulse,
  IconQrCode,
  IconServer,
  IconSetting,
  IconTestScore,
  IconUserGroup,
  IconUserList,
  IconWrench,
};

/** A menu icon by its Semi name; unknown names (e.g. typed in menuManager) render nothing. */
export function MenuIcon({ name, size = 'large' }: { name?: string | null; size?: IconSize }) {
  const Icon = name ? menuIcons[name] : undefined;
  return Icon ? <Icon size={size} /> : null;
}
