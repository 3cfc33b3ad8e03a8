#include "identitycard.h"

#include "guitext.h"

#include "device/devicetr.h"
#include "suites/expectations.h"

#include <QLabel>
#include <QVBoxLayout>

namespace DriveProof::Gui {

IdentityCard::IdentityCard(QWidget *parent)
    : Card(tr("Identity"), parent)
    , m_notes(makeParagraph(this))
{
    setObjectName(QStringLiteral("identityCard"));
    m_notes->setObjectName(QStringLiteral("identityNotes"));
    body()->addWidget(m_notes);
}

void IdentityCard::retranslateUi()
{
    setTitle(tr("Identity"));
    if (m_info)
        setDevice(Device::DeviceInfo(*m_info)); // a copy: setDevice() assigns m_info
}

void IdentityCard::setDevice(const Device::DeviceInfo &info)
{
    m_info = info;
    clearRows();
    addRow(QStringLiteral("device"), tr("Device"), info.path);
    if (info.isLoop()) {
        addFact(info, QStringLiteral("backingFile"), tr("Backing file"), info.backingFile);
    } else {
        addDriveRows(info);
    }
    const QString transport = transportText(info.transport);
    if (transport.isEmpty())
        addUnknownRow(QStringLiteral("transport"), tr("Transport"),
                      tr("The kernel does not say how this drive is connected."));
    else
        addRow(QStringLiteral("transport"), tr("Transport"), transport);
    // The path it sits on bounds every rate a test can show; the core words it.
    const QString link = Suites::linkText(info.link);
    if (!link.isEmpty())
        addRow(QStringLiteral("link"), tr("Link"), link);

    QString mediaTip;
    if (info.rotational && !info.isLoop() && !(info.rotationRateRpm && *info.rotationRateRpm > 0)) {
        //: %1 why the speed is unknown
        mediaTip =
            tr("Rotation speed unknown: %1").arg(whyMissing(info, QStringLiteral("rotation_rate")));
    }
    addRow(QStringLiteral("media"), tr("Media"), mediaText(info), mediaTip);
    addRow(QStringLiteral("removable"), tr("Removable"), yesNo(info.removable));
    addRow(QStringLiteral("readOnly"), tr("Read-only"), yesNo(info.readOnly));
    showUnplacedFacts(info);
}

void IdentityCard::addDriveRows(const Device::DeviceInfo &info)
{
    // The keys are MissingFact::key values of core/device.
    addFact(info, QStringLiteral("model"), tr("Model"), info.model);
    addFact(info, QStringLiteral("vendor"), tr("Vendor"), info.vendor);
    addFact(info, QStringLiteral("serial"), tr("Serial number"), info.serial);
    addFact(info, QStringLiteral("firmware"), tr("Firmware"), info.firmware);
    addFact(info, QStringLiteral("wwn"), tr("WWN"), info.wwn);
}

void IdentityCard::addFact(const Device::DeviceInfo &info, const QString &key, const QString &label,
                           const QString &value)
{
    if (value.isEmpty())
        addUnknownRow(key, label, whyMissing(info, key));
    else
        addRow(key, label, value);
}

void IdentityCard::showUnplacedFacts(const Device::DeviceInfo &info)
{
    // Missing facts without a row of their own (e.g. "the device node could not be
    // opened") are said in words under the rows.
    static const QStringList placed = {QStringLiteral("model"),  QStringLiteral("vendor"),
                                       QStringLiteral("serial"), QStringLiteral("firmware"),
                                       QStringLiteral("wwn"),    QStringLiteral("rotation_rate")};
    QStringList lines;
    for (const Device::MissingFact &fact : info.missing) {
        if (!placed.contains(fact.key))
            lines << fact.why;
    }
    m_notes->setText(lines.join(QLatin1Char('\n')));
    m_notes->setVisible(!lines.isEmpty());
}

} // namespace DriveProof::Gui
