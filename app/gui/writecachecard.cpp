// WriteCacheCard: what the drive's write cache is (the drive's own setting, the kernel's
// view, FUA, what is saved) and the findings. Its switch is in writecacheswitch.cpp.
#include "writecachecard.h"

#include "guitext.h"

#include "cache/cachefindings.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace DriveProof::Gui {

namespace {

// The words the kernel uses in queue/write_cache, said so a person sees what follows.
QString kernelViewText(Device::KernelCacheMode view)
{
    if (view == Device::KernelCacheMode::WriteBack)
        return Tr::tr("write back: the kernel sends flushes");
    if (view == Device::KernelCacheMode::WriteThrough)
        return Tr::tr("write through: the kernel sends no flushes");
    return {};
}

bool isDanger(const Finding &f)
{
    return f.code == QLatin1String(Cache::FindingCode::kKernelWriteThroughCacheOn);
}

} // namespace

WriteCacheCard::WriteCacheCard(QWidget *parent)
    : Card(QString(), parent) // texts: retranslateUi()
    , m_danger(new Notice(this))
    , m_findings(new QWidget(this))
    , m_findingsLayout(new QVBoxLayout(m_findings))
    , m_message(new Notice(this))
    , m_about(makeParagraph(this))
    , m_controls(new QWidget(this))
    , m_switch(new QPushButton(m_controls))
    , m_persist(new QCheckBox(m_controls))
    , m_hint(makeParagraph(m_controls))
    , m_status(makeParagraph(this))
    , m_switchError(new Notice(this))
{
    setObjectName(QStringLiteral("writeCacheCard"));
    m_danger->setObjectName(QStringLiteral("cacheDanger"));
    m_findings->setObjectName(QStringLiteral("cacheFindings"));
    m_findingsLayout->setContentsMargins(0, 0, 0, 0);
    m_message->setObjectName(QStringLiteral("cacheMessage"));
    m_about->setObjectName(QStringLiteral("cacheAbout"));
    m_switch->setObjectName(QStringLiteral("cacheSwitch"));
    m_persist->setObjectName(QStringLiteral("cachePersist"));
    m_hint->setObjectName(QStringLiteral("cacheSwitchHint"));
    m_status->setObjectName(QStringLiteral("cacheStatus"));
    m_switchError->setObjectName(QStringLiteral("cacheSwitchError"));
    connect(m_switch, &QPushButton::clicked, this, &WriteCacheCard::requestSwitch);

    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(12);
    buttons->addWidget(m_switch);
    buttons->addWidget(m_persist);
    buttons->addStretch(1);
    auto *controls = new QVBoxLayout(m_controls);
    controls->setContentsMargins(0, 4, 0, 0);
    controls->addLayout(buttons);
    controls->addWidget(m_hint);

    // The danger first; then what the card can (not) do here, then why and other findings.
    body()->addWidget(m_danger);
    body()->addWidget(m_message);
    body()->addWidget(m_findings);
    // The long explanation folds away: the state and the switch are what most people need.
    m_why = new QToolButton(this);
    m_why->setObjectName(QStringLiteral("cacheWhy"));
    m_why->setCheckable(true);
    m_why->setAutoRaise(true);
    m_why->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_about->setVisible(false);
    const auto pointArrow = [this](bool open) {
        // Folded, it points along the line: to the left in Arabic and Hebrew.
        const bool rtl = layoutDirection() == Qt::RightToLeft;
        m_why->setArrowType(open ? Qt::DownArrow : rtl ? Qt::LeftArrow : Qt::RightArrow);
    };
    pointArrow(false);
    connect(m_why, &QToolButton::toggled, this, [this, pointArrow](bool open) {
        m_about->setVisible(open);
        pointArrow(open);
    });
    body()->addWidget(m_why, 0, Qt::AlignLeading);
    body()->addWidget(m_about);
    body()->addWidget(m_controls);
    body()->addWidget(m_status);
    body()->addWidget(m_switchError);
    body()->addStretch(1); // a taller card than needed keeps its texts together at the top
    retranslateUi();
}

void WriteCacheCard::retranslateUi()
{
    setTitle(tr("Write cache"));
    m_persist->setText(tr("Keep after reboot"));
    m_why->setText(tr("Why this matters"));
    m_about->setText(tr("A volatile write cache makes writes fast but can lose data that was "
                        "already acknowledged if power fails. With the cache on, commits are "
                        "safe only while the kernel sends flushes and the drive obeys them; "
                        "with it off, every write reaches the media before it is "
                        "acknowledged."));
    if (m_state)
        showState(*m_state);
    else if (m_error)
        showError(*m_error);
    else
        showLoading();
    showOutcome();
}

void WriteCacheCard::setDevice(const Device::DeviceInfo &info)
{
    m_info = info;
    m_state.reset();
    m_error.reset();
    m_switching = false;
    m_outcome = Outcome::None;
    m_persist->setChecked(false);
    showLoading();
}

void WriteCacheCard::setState(const Result<Cache::WriteCacheState> &state)
{
    m_switching = false;
    m_outcome = Outcome::None;
    showOutcome();
    if (state) {
        m_state = state.value();
        m_error.reset();
        showState(state.value());
    } else {
        m_state.reset();
        m_error = state.error();
        showError(state.error());
    }
}

QStringList WriteCacheCard::findingTexts() const
{
    QStringList texts;
    for (const Notice *notice : m_findings->findChildren<Notice *>()) {
        if (!notice->text().isEmpty())
            texts << notice->text();
    }
    return texts;
}

void WriteCacheCard::showLoading()
{
    clearRows();
    addRow(QStringLiteral("driveCache"), tr("Drive's cache"), tr("reading…"));
    addKernelRows(m_info.writeCache, m_info.fua);
    m_danger->setNotice(Notice::Kind::Danger, {});
    showFindings({}, Notice::Kind::Warning);
    m_message->setNotice(Notice::Kind::Info, {});
    m_controls->hide();
    m_status->hide();
    m_switchError->setNotice(Notice::Kind::Info, {});
}

void WriteCacheCard::showError(const Error &error)
{
    clearRows();
    addUnknownRow(QStringLiteral("driveCache"), tr("Drive's cache"),
                  tr("The drive's setting could not be read; see below."));
    addKernelRows(m_info.writeCache, m_info.fua);
    m_danger->setNotice(Notice::Kind::Danger, {});
    showFindings({}, Notice::Kind::Warning);
    const ErrorText text = privilegeErrorText(error, PrivilegedAction::ReadWriteCache);
    m_message->setNotice(Notice::Kind::Warning, text.text, text.details);
    m_controls->hide();
}

void WriteCacheCard::showState(const Cache::WriteCacheState &state)
{
    clearRows();
    addDriveRow(state);
    addKernelRows(state.kernelView, state.kernelFua);
    addPersistenceRows(state);
    if (!state.sources.isEmpty())
        addRow(QStringLiteral("sources"), tr("Read from"),
               state.sources.join(QStringLiteral(", ")));

    // The danger by its code, worded here: the core's findings carry no sentences.
    QList<Finding> findings = state.findings;
    const auto danger = std::find_if(findings.cbegin(), findings.cend(), isDanger);
    m_danger->setNotice(Notice::Kind::Danger,
                        danger == findings.cend() ? QString() : Cache::findingText(*danger));
    findings.removeIf(isDanger);

    QString message;
    if (state.protocol == Cache::Protocol::None) {
        // The core's finding says why (a file, a virtual disk): a fact, not a warning.
        message = tr("Kernel view only: there is no drive-level cache that DriveProof could "
                     "read or switch here.");
        showFindings(findings, Notice::Kind::Info);
    } else {
        if (state.supported == false)
            message = tr("This drive has no volatile write cache: every write goes to the "
                         "media before it is acknowledged. There is nothing to switch.");
        else if (state.changeable == false)
            message = tr("This drive does not allow its write cache setting to be changed. "
                         "Its maker's tool may offer a way.");
        else if (!state.enabled)
            message = tr("The drive did not report whether its cache is on, so DriveProof "
                         "offers no switch.");
        showFindings(findings, Notice::Kind::Warning);
    }
    m_message->setNotice(Notice::Kind::Info, message);
    showControls(state);
}

void WriteCacheCard::addDriveRow(const Cache::WriteCacheState &state)
{
    const QString key = QStringLiteral("driveCache");
    const QString label = tr("Drive's cache");
    if (state.protocol == Cache::Protocol::None)
        addRow(key, label, tr("does not apply"),
               tr("Only a real drive has a cache of its own; see the note below."));
    else if (state.supported == false)
        addRow(key, label, tr("none"), tr("The drive has no volatile write cache."));
    else if (state.enabled)
        addRow(key, label, *state.enabled ? tr("on") : tr("off"));
    else
        addUnknownRow(key, label, tr("The drive did not report its current setting."));
}

void WriteCacheCard::addKernelRows(Device::KernelCacheMode kernelView, std::optional<bool> fua)
{
    if (kernelView == Device::KernelCacheMode::Unknown)
        addUnknownRow(QStringLiteral("kernelView"), tr("Kernel's view"),
                      tr("The kernel does not report a write-cache mode for this device."));
    else
        addRow(QStringLiteral("kernelView"), tr("Kernel's view"), kernelViewText(kernelView),
               tr("What the kernel believes (queue/write_cache). With \"write back\" it asks "
                  "the drive to flush its cache when a program commits data."));
    if (!fua)
        addUnknownRow(QStringLiteral("fua"), tr("FUA"),
                      tr("The kernel does not say whether it uses Forced Unit Access."));
    else
        addRow(QStringLiteral("fua"), tr("FUA"),
               *fua ? tr("yes: single writes can be forced to the media") : Tr::tr("no"),
               tr("Forced Unit Access: the kernel can ask for single writes to reach stable "
                  "media without flushing the whole cache."));
}

void WriteCacheCard::addPersistenceRows(const Cache::WriteCacheState &state)
{
    if (state.protocol == Cache::Protocol::None || state.supported == false)
        return;
    if (state.savedEnabled) {
        const QString value = *state.savedEnabled ? tr("on") : tr("off");
        QString where;
        switch (state.persistence) {
        case Cache::Persistence::Udisks2:
            //: %1 "on" or "off"
            where = tr("%1, re-applied by udisks2 at every boot").arg(value);
            break;
        case Cache::Persistence::DriveSaved:
            //: %1 "on" or "off"
            where = tr("%1, saved in the drive").arg(value);
            break;
        case Cache::Persistence::None:
            where = value;
            break;
        }
        addRow(QStringLiteral("savedSetting"), tr("Saved setting"), where,
               tr("The setting the drive gets again after a power cycle."));
    }
    if (state.changeable == false)
        return;
    QString lasts;
    switch (state.persistence) {
    case Cache::Persistence::Udisks2:
        lasts = tr("until the next power cycle, or for good with \"Keep after reboot\" "
                   "(udisks2 re-applies it at every boot)");
        break;
    case Cache::Persistence::DriveSaved:
        lasts = tr("until the next power cycle, or for good with \"Keep after reboot\" (saved "
                   "in the drive)");
        break;
    case Cache::Persistence::None:
        lasts = tr("until the next power cycle");
        break;
    }
    addRow(QStringLiteral("persistence"), tr("A change lasts"), lasts);
}

void WriteCacheCard::showFindings(const QList<Finding> &findings, Notice::Kind kind)
{
    // A handful at most: rebuilding them is simpler than reusing.
    qDeleteAll(m_findings->findChildren<Notice *>(Qt::FindDirectChildrenOnly));
    for (const Finding &finding : findings) {
        auto *notice = new Notice(m_findings);
        notice->setNotice(kind, Cache::findingText(finding));
        m_findingsLayout->addWidget(notice);
    }
    m_findings->setVisible(!findings.isEmpty());
}

} // namespace DriveProof::Gui
