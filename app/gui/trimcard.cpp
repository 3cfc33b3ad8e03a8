#include "trimcard.h"

#include "guitext.h"
#include "notice.h"

#include "flash/trimfindings.h"

#include <QLabel>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

QString bytes(const std::optional<quint64> &value)
{
    return QLocale().formattedDataSize(qint64(value.value_or(0)), 1, QLocale::DataSizeIecFormat);
}

} // namespace

TrimCard::TrimCard(QWidget *parent)
    : Card(QString(), parent)
    , m_findings(new QWidget(this))
    , m_findingsLayout(new QVBoxLayout(m_findings))
    , m_toggle(new QToolButton(this))
    , m_layers(makeParagraph(this))
{
    setObjectName(QStringLiteral("trimCard"));
    m_findings->setObjectName(QStringLiteral("trimFindings"));
    m_findingsLayout->setContentsMargins(0, 0, 0, 0);
    m_toggle->setObjectName(QStringLiteral("trimLayersToggle"));
    m_toggle->setCheckable(true);
    m_toggle->setAutoRaise(true);
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_layers->setObjectName(QStringLiteral("trimLayers"));
    m_layers->setVisible(false);
    const auto pointArrow = [this](bool open) {
        const bool rtl = layoutDirection() == Qt::RightToLeft;
        m_toggle->setArrowType(open ? Qt::DownArrow : rtl ? Qt::LeftArrow : Qt::RightArrow);
    };
    pointArrow(false);
    connect(m_toggle, &QToolButton::toggled, this, [this, pointArrow](bool open) {
        m_layers->setVisible(open);
        pointArrow(open);
    });
    body()->addWidget(m_findings);
    body()->addWidget(m_toggle, 0, Qt::AlignLeading);
    body()->addWidget(m_layers);
    body()->addStretch(1);
    retranslateUi();
}

void TrimCard::setDevice(const Device::DeviceInfo &info)
{
    m_info = info;
    m_report.reset();
    showReport();
}

void TrimCard::setReport(const Result<Flash::TrimReport> &report)
{
    m_report = report;
    showReport();
}

void TrimCard::retranslateUi()
{
    setTitle(tr("TRIM"));
    m_toggle->setText(tr("Layers"));
    showReport();
}

QStringList TrimCard::findingTexts() const
{
    QStringList out;
    for (const Notice *n : m_findings->findChildren<Notice *>(Qt::FindDirectChildrenOnly))
        out << n->text();
    return out;
}

void TrimCard::showReport()
{
    clearRows();
    qDeleteAll(m_findings->findChildren<Notice *>(Qt::FindDirectChildrenOnly));
    m_layers->clear();
    m_toggle->setEnabled(false);
    if (!m_report) {
        addRow(QStringLiteral("reach"), tr("Reaches the drive"), tr("reading…"));
        return;
    }
    if (!*m_report) {
        addUnknownRow(QStringLiteral("reach"), tr("Reaches the drive"), m_report->error().message);
        return;
    }
    const Flash::TrimReport &report = m_report->value();
    QString reach;
    switch (report.reach) {
    case Flash::Reach::Drive:
        reach = tr("yes");
        break;
    case Flash::Reach::BackingFile:
        reach = tr("to the loop device's backing file");
        break;
    case Flash::Reach::Stopped:
        reach = tr("no: a layer drops it");
        break;
    case Flash::Reach::NotSupported:
        reach = tr("no: the drive does not take it");
        break;
    case Flash::Reach::Unknown:
        reach = tr("unknown");
        break;
    }
    addRow(QStringLiteral("reach"), tr("Reaches the drive"), reach);
    QString timer = report.timer.state == Flash::TimerState::Enabled    ? tr("enabled")
                    : report.timer.state == Flash::TimerState::Disabled ? tr("disabled")
                    : report.timer.state == Flash::TimerState::Masked   ? tr("masked")
                                                                        : tr("not installed");
    if (!report.timer.systemdRunning)
        //: %1 the timer's state, e.g. "enabled"
        timer = tr("%1 (systemd is not running)").arg(timer);
    addRow(QStringLiteral("fstrim"), tr("fstrim.timer"), timer);
    for (const Finding &f : report.findings) {
        auto *notice = new Notice(m_findings);
        notice->setNotice(f.severity == Severity::Caution || f.severity == Severity::Danger
                              ? Notice::Kind::Warning
                              : Notice::Kind::Info,
                          Flash::findingText(f));
        m_findingsLayout->addWidget(notice);
    }
    m_layers->setText(bidiIsolated(layersText(report)));
    m_toggle->setEnabled(!report.paths.isEmpty());
}

QString TrimCard::layersText(const Flash::TrimReport &report) const
{
    QStringList lines;
    for (const Flash::TrimPath &path : report.paths) {
        if (!lines.isEmpty())
            lines << QString();
        //: heading of one way down the block stack; %1 the device at its top
        lines << tr("From %1:").arg(path.topDisplay);
        for (const Flash::TrimLayer &l : path.layers) {
            // Kind, the partition the layer above uses, the USB driver: names, not words.
            QStringList about{l.kind};
            if (!l.partition.isEmpty() && l.partition != l.name)
                about << QStringLiteral("/dev/") + l.partition;
            if (!l.usbDriver.isEmpty())
                about << l.usbDriver;
            const QString name =
                QStringLiteral("%1 (%2)").arg(l.display, about.join(QStringLiteral(", ")));
            if (!l.discardMaxBytes)
                //: %1 a device and its kind, e.g. "/dev/sda (disk)"
                lines << tr("%1: no discard limits shown").arg(name);
            else if (!l.passesDiscards())
                //: %1 a device and its kind, e.g. "/dev/mapper/luks-1 (dm-crypt)"
                lines << tr("%1: drops discards").arg(name);
            else
                //: %1 a device and its kind, %2 discard granularity, %3 largest discard,
                //: e.g. "4.0 KiB", "2.0 GiB"
                lines << tr("%1: passes discards, granularity %2, up to %3")
                             .arg(name, bytes(l.discardGranularity), bytes(l.discardMaxBytes));
        }
    }
    return lines.join(u'\n');
}

} // namespace DriveProof::Gui
