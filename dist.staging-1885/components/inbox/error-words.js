import { addEnglishWords } from '../../i18n/index.js';
import { inboxMessages } from '../../i18n/inbox.js';
import { errorsEn } from '../../i18n/inbox-errors.js';
import { errorCategory } from '../shared/plan-error.js';
/** Adds the failures' English words (see `addEnglishWords`). */
export function addErrorWords() {
    addEnglishWords(inboxMessages, errorsEn);
}
// The words join the catalog as this part arrives: the list's failures use them before any thread pane exists.
addErrorWords();
const FEATURE = {
    send: 'featureSend',
    react: 'featureReact',
    notes: 'featureNotes',
    schedule: 'featureSchedule',
};
/** The reason as a clause ("the messaging service had a problem…"), for "Could not … : {reason}". */
export function errorReason(error, t) {
    switch (error?.kind) {
        case 'network':
            return t('errNetwork');
        case 'server':
        case 'bad-response':
            return t('errServer');
        case 'rate-limited':
            return t('errBusy');
        case 'not-found':
            return t('errNotFound');
        default:
            return t('errOther');
    }
}
/** A whole sentence: the plan message for a 403, else `lead` with the reason (or the reason alone). */
export function errorSentence(error, action, t, lead) {
    if (errorCategory(error) === 'plan')
        return t('planError', { feature: t(FEATURE[action] ?? 'featureInbox') });
    const reason = errorReason(error, t);
    return lead ? t(lead, { reason }) : reason.charAt(0).toLocaleUpperCase() + reason.slice(1);
}
