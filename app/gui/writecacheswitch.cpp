// WriteCacheCard's switch: the button and "keep after reboot" where the drive takes a new
// setting, and what the card says while a switch runs and after it (done, not taken, or
// failed, with the helper's error in words).
#include "writecachecard.h"

#include <QCheckBox>
#include <QLabel>
#include <QPushButton>

namespace DriveProof::Gui {

void WriteCacheCard::setSwitching(bool mayAsk)
{
    m_switching = true;
    m_switch->setEnabled(false);
    m_persist->setEnabled(false);
    m_outcome = Outcome::Switching;
    m_mayAsk = mayAsk;
    showOutcome();
}

void WriteCacheCard::setSwitchResult(const Result<Cache::WriteCacheState> &result)
{
    if (!result) {
        m_switching = false;
        if (m_state)
            showState(*m_state);
        m_outcome = Outcome::Failed;
        m_switchFailure = result.error();
        showOutcome();
        return;
    }
    const bool requested = m_requestedEnabled;
    setState(result);
    const Cache::WriteCacheState &now = result.value();
    m_outcome = now.enabled && *now.enabled != requested ? Outcome::NotTaken : Outcome::Done;
    m_outcomeEnabled = requested;
    showOutcome();
}

void WriteCacheCard::showOutcome()
{
    const bool on = m_outcomeEnabled;
    switch (m_outcome) {
    case Outcome::None:
        m_status->clear();
        m_switchError->setNotice(Notice::Kind::Info, {});
        break;
    case Outcome::Switching:
        m_status->setText(m_mayAsk ? tr("Waiting for permission… If a password dialog opened, "
                                        "answer it there.")
                                   : tr("Switching…"));
        m_switchError->setNotice(Notice::Kind::Info, {});
        break;
    case Outcome::Done:
        m_status->setText(on ? tr("Done: the drive's cache is on now (read again from the "
                                  "drive).")
                             : tr("Done: the drive's cache is off now (read again from the "
                                  "drive)."));
        m_switchError->setNotice(Notice::Kind::Info, {});
        break;
    case Outcome::NotTaken:
        m_status->clear();
        m_switchError->setNotice(
            Notice::Kind::Warning,
            on ? tr("The drive did not take the new setting: its cache is still off.")
               : tr("The drive did not take the new setting: its cache is still on."));
        break;
    case Outcome::Failed: {
        m_status->clear();
        const ErrorText error =
            privilegeErrorText(*m_switchFailure, PrivilegedAction::SwitchWriteCache);
        m_switchError->setNotice(Notice::Kind::Warning, error.text, error.details);
        break;
    }
    }
    m_status->setVisible(!m_status->text().isEmpty());
}

void WriteCacheCard::showControls(const Cache::WriteCacheState &state)
{
    const bool switchable = state.protocol != Cache::Protocol::None && state.supported != false &&
                            state.changeable != false && state.enabled.has_value();
    m_controls->setVisible(switchable);
    if (!switchable)
        return;
    const bool on = *state.enabled;
    m_switch->setText(on ? tr("Turn the cache off") : tr("Turn the cache on"));
    if (on) {
        //: accessible name of the switch; %1 device path
        m_switch->setAccessibleName(tr("Turn the write cache of %1 off").arg(state.device));
    } else {
        //: accessible name of the switch; %1 device path
        m_switch->setAccessibleName(tr("Turn the write cache of %1 on").arg(state.device));
    }
    m_hint->setText(on ? tr("Turning the cache off makes commits slower, often many times "
                            "slower, but safe: acknowledged writes are on the media, even if "
                            "the drive ignores flushes.")
                       : tr("Turning the cache on makes writes faster. Commits stay safe only "
                            "while the kernel sends flushes and the drive obeys them."));
    m_switch->setAccessibleDescription(m_hint->text());
    m_switch->setToolTip(m_hint->text());
    m_switch->setEnabled(!m_switching);

    // Offered only where a change can really outlive a reboot.
    m_persist->setVisible(state.persistence != Cache::Persistence::None);
    m_persist->setEnabled(!m_switching);
    m_persist->setToolTip(state.persistence == Cache::Persistence::Udisks2
                              ? tr("udisks2 stores the setting and applies it again at every "
                                   "boot.")
                              : tr("The drive saves the setting and keeps it across power "
                                   "cycles."));
    m_persist->setAccessibleDescription(m_persist->toolTip());
}

void WriteCacheCard::requestSwitch()
{
    if (!m_state || !m_state->enabled || m_switching)
        return;
    m_requestedEnabled = !*m_state->enabled;
    // Never "keep" where it cannot be kept, whatever the box says while hidden.
    const bool persist = m_state->persistence != Cache::Persistence::None && m_persist->isChecked();
    emit switchRequested(m_requestedEnabled, persist);
}

} // namespace DriveProof::Gui
