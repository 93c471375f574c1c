/**
 * Icon names used by the contract's route catalogue and by the shell, mapped to CoreUI icon data. Only these
 * icons are bundled. Two catalogue names have no CoreUI free icon of that name; they map to the closest one.
 */
import {
  cilAccountLogout, cilActionUndo, cilArrowTop, cilBan, cilBuilding, cilBullhorn, cilCalculator, cilCalendar, cilCart,
  cilChartLine, cilChartPie, cilChatBubble, cilCheckCircle, cilClock, cilCloudUpload, cilCode, cilCopy, cilDollar,
  cilEnvelopeClosed, cilEuro, cilFolder, cilGlobeAlt, cilInbox, cilLanguage, cilLayers, cilLifeRing, cilList,
  cilMediaPlay, cilMenu, cilNotes, cilOptions, cilSearch, cilSettings, cilSitemap, cilSpeedometer, cilSpreadsheet,
  cilStar, cilStorage, cilSwapHorizontal, cilSync, cilTag, cilTags, cilTask, cilTransfer, cilTrash, cilTruck, cilUser,
  cilWallet, cilWarning, cilXCircle, cilArrowLeft, cilBookmark, cilCloudDownload, cilReload,
} from '@coreui/icons';

export type IconData = string[];

const ICONS: Record<string, IconData> = {
  cilAccountLogout, cilActionUndo, cilArrowTop, cilBan, cilBuilding, cilBullhorn, cilCalculator, cilCalendar, cilCart,
  cilChartLine, cilChatBubble, cilCheckCircle, cilClock, cilCloudUpload, cilCode, cilCopy, cilDollar,
  cilEnvelopeClosed, cilEuro, cilFolder, cilGlobeAlt, cilInbox, cilLanguage, cilLayers, cilLifeRing, cilList,
  cilMediaPlay, cilMenu, cilNotes, cilOptions, cilSearch, cilSettings, cilSitemap, cilSpeedometer, cilSpreadsheet,
  cilStar, cilStorage, cilSwapHorizontal, cilSync, cilTag, cilTags, cilTask, cilTransfer, cilTrash, cilTruck, cilUser,
  cilWallet, cilWarning, cilXCircle, cilArrowLeft, cilBookmark, cilCloudDownload, cilReload,
  cilQuestionCircle: cilLifeRing,
  cilPercent: cilChartPie,
};

export function hasIcon(name: string): boolean {
  return name in ICONS;
}

export function iconByName(name: string): IconData {
  return ICONS[name] ?? cilList;
}
