import { useTranslation } from 'react-i18next';
import { formatRelative, type RelativeWords } from './format';

/** formatRelative with the words of the current language. */
export function useRelativeTime() {
  const { t } = useTranslation('common');
  const words: RelativeWords = {
    justNow: t('justNow'),
    minutesAgo: (count) => t('minutesAgo', { count }),
    hoursAgo: (count) => t('hoursAgo', { count }),
    oneDayAgo: t('oneDayAgo'),
  };
  return (time: string | number | Date) => formatRelative(time, Date.now(), words);
}
