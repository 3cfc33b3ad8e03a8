#include "topologycard.h"

#include "guitext.h"

#include "cache/writecache.h"
#include "health/lbaformats.h"

#include <QLabel>
#include <QVBoxLayout>

namespace DriveProof::Gui {

TopologyCard::TopologyCard(QWidget *parent)
    : Card(tr("Topology"), parent)
    , m_lbaAdvice(makeParagraph(this))
{
    setObjectName(QStringLiteral("topologyCard"));
    m_lbaAdvice->setObjectName(QStringLiteral("lbaFormatAdvice"));
    m_lbaAdvice->setVisible(false);
    body()->addWidget(m_lbaAdvice);
}

void TopologyCard::retranslateUi()
{
    setTitle(tr("Topology"));
    if (m_info)
        setDevice(Device::DeviceInfo(*m_info)); // a copy: setDevice() assigns m_info
}

void TopologyCard::setLbaFormats(const QByteArray &identifyNamespace)
{
    m_identifyNamespace = identifyNamespace;
    if (m_info)
        setDevice(Device::DeviceInfo(*m_info)); // a copy: setDevice() assigns m_info
}

void TopologyCard::setDevice(const Device::DeviceInfo &info)
{
    if (m_info && m_info->path != info.path)
        m_identifyNamespace.clear(); // another drive's formats
    m_info = info;
    clearRows();
    if (info.sizeBytes > 0)
        addRow(QStringLiteral("size"), tr("Size"), longSize(info.sizeBytes));
    else
        addUnknownRow(QStringLiteral("size"), tr("Size"),
                      tr("The kernel reports no size: the drive may have no medium inserted."));
    addBytesRow(QStringLiteral("logicalSector"), tr("Logical sector"), info.logicalBlockSize,
                tr("The smallest unit the drive can address."));
    addBytesRow(QStringLiteral("physicalSector"), tr("Physical sector"), info.physicalBlockSize,
                tr("The unit the drive writes internally. Partitions should start on a "
                   "multiple of it."));
    addLbaFormatRows(info);
    addBytesRow(QStringLiteral("minimumIo"), tr("Minimum I/O"), info.minimumIoSize);
    if (info.optimalIoSize > 0)
        addBytesRow(QStringLiteral("optimalIo"), tr("Optimal I/O"), info.optimalIoSize);
    else
        addRow(QStringLiteral("optimalIo"), tr("Optimal I/O"), tr("not reported"),
               tr("The drive states no preferred I/O size; most drives do not."));
    addRow(QStringLiteral("alignmentOffset"), tr("Alignment offset"),
           byteCount(info.alignmentOffset),
           tr("How far sector 0 sits past a physical-sector boundary. Almost always 0."));

    const QString cacheTip = tr("What the kernel believes: with \"write back\" it asks the drive "
                                "to flush its cache. The drive's own setting can differ.");
    if (info.writeCache == Device::KernelCacheMode::Unknown)
        addUnknownRow(QStringLiteral("writeCache"), tr("Write cache (kernel view)"),
                      tr("The kernel does not report a write-cache mode for this device."));
    else
        addRow(QStringLiteral("writeCache"), tr("Write cache (kernel view)"),
               Cache::kernelViewWords(info.writeCache), cacheTip);
    addRow(QStringLiteral("fua"), tr("FUA"), yesNo(info.fua),
           tr("Forced Unit Access: the kernel can ask for single writes to reach stable media "
              "without flushing the whole cache."));
    addUsageRows(info);
}

void TopologyCard::addBytesRow(const QString &key, const QString &label, int bytes,
                               const QString &toolTip)
{
    if (bytes > 0)
        addRow(key, label, byteCount(bytes), toolTip);
    else
        addUnknownRow(key, label, tr("The kernel did not report this value."));
}

void TopologyCard::addLbaFormatRows(const Device::DeviceInfo &info)
{
    const Result<Health::NvmeLbaFormats> formats = Health::parseNvmeLbaFormats(m_identifyNamespace);
    m_lbaAdvice->setVisible(formats.ok());
    if (!formats)
        return;
    QStringList lines;
    for (const Health::NvmeLbaFormat &f : formats->formats) {
        const QString format = Health::lbaFormatSummary(f);
        if (f.index == formats->inUse)
            //: one LBA format in the list; %1 its number, %2 its sizes and speed
            lines << tr("%1: %2 (in use)").arg(f.index).arg(format);
        else
            //: one LBA format in the list; %1 its number, %2 its sizes and speed
            lines << tr("%1: %2").arg(f.index).arg(format);
    }
    addRow(QStringLiteral("lbaFormats"), tr("LBA formats"), lines.join(QLatin1Char('\n')),
           tr("The sector sizes this NVMe namespace can be formatted with, and how fast the "
              "drive itself says each is (Identify Namespace). Changing it erases the "
              "namespace; DriveProof never does."));
    QStringList advice;
    for (const Finding &f : Health::assessLbaFormats(info.path, formats.value())) {
        if (f.code != QLatin1String(Health::LbaFormatCode::kInUse)) // the list shows it
            advice << Health::lbaFormatText(f);
    }
    m_lbaAdvice->setText(advice.join(QLatin1Char('\n')));
}

void TopologyCard::addUsageRows(const Device::DeviceInfo &info)
{
    const QString separator = QStringLiteral(", ");
    bool partitionMounted = false;
    for (const Device::PartitionInfo &p : info.partitions)
        partitionMounted = partitionMounted || !p.mountpoints.isEmpty();
    QString mounted = info.mountpoints.join(separator);
    if (mounted.isEmpty()) {
        //: "Mounted on" of a whole drive whose partitions (not the drive) are mounted
        mounted = partitionMounted ? tr("only its partitions, see Partitions") : tr("not mounted");
    }
    addRow(QStringLiteral("mountedOn"), tr("Mounted on"), mounted);
    addRow(QStringLiteral("heldBy"), tr("Held by"),
           info.holders.isEmpty() ? tr("nothing") : info.holders.join(separator),
           tr("Device-mapper, RAID or LVM devices stacked on the whole drive."));
}

} // namespace DriveProof::Gui
