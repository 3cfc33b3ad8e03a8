#include "partitionscard.h"

#include "guitext.h"
#include "icons.h"
#include "tablecopy.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMap>
#include <QProgressBar>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

namespace DriveProof::Gui {

namespace {

// A table as tall as its rows: the page scrolls, not the table.
class FitTable : public QTableWidget
{
public:
    using QTableWidget::QTableWidget;

    QSize sizeHint() const override { return {QTableWidget::sizeHint().width(), contentHeight()}; }
    QSize minimumSizeHint() const override
    {
        return {QTableWidget::minimumSizeHint().width(), contentHeight()};
    }

protected:
    void resizeEvent(QResizeEvent *event) override
    {
        QTableWidget::resizeEvent(event);
        updateGeometry(); // the horizontal scroll bar may have come or gone
    }

private:
    int contentHeight() const
    {
        int height = 2 * frameWidth() + verticalHeader()->length();
        if (!horizontalHeader()->isHidden())
            height += horizontalHeader()->sizeHint().height();
        if (horizontalHeader()->length() > viewport()->width())
            height += horizontalScrollBar()->sizeHint().height();
        return height;
    }
};

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignLeft)
{
    auto *item = new QTableWidgetItem(text);
    item->setTextAlignment(align | Qt::AlignVCenter);
    item->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    return item;
}

QString verdictDetails(const Alignment::PartitionAlignment &a)
{
    QStringList lines;
    if (a.alignedPhysical) {
        lines << Tr::tr("Starts on a physical-sector boundary.");
    } else {
        //: %1 a number of bytes, e.g. "512"
        lines << Tr::tr("Starts %1 bytes past a physical-sector boundary.")
                     .arg(QLocale().toString(a.offsetBytes));
    }
    lines << (a.aligned1MiB ? Tr::tr("Starts on a 1 MiB boundary.")
                            : Tr::tr("Does not start on a 1 MiB boundary."));
    if (a.alignedOptimal && !*a.alignedOptimal)
        lines << Tr::tr("Does not start on a multiple of the drive's optimal I/O size.");
    return lines.join(QLatin1Char('\n'));
}

} // namespace

PartitionsCard::PartitionsCard(QWidget *parent)
    : Card(QString(), parent) // texts: retranslateUi()
    , m_table(new FitTable(0, ColumnCount, this))
    , m_busy(new QWidget(this))
    , m_busyBar(new QProgressBar(m_busy))
    , m_busyText(new QLabel(m_busy))
    , m_empty(makeParagraph(this))
    , m_adviceTitle(new QLabel(this))
    , m_advice(makeParagraph(this))
    , m_note(makeParagraph(this))
{
    setObjectName(QStringLiteral("partitionsCard"));
    m_table->setObjectName(QStringLiteral("partitionsTable"));
    enableTableCopy(m_table);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false); // Tab leaves the table; arrows move inside it
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(false);

    auto *busyLayout = new QHBoxLayout(m_busy);
    busyLayout->setContentsMargins(0, 0, 0, 0);
    m_busyBar->setRange(0, 0); // indeterminate
    m_busyBar->setTextVisible(false);
    m_busyBar->setMaximumWidth(120);
    busyLayout->addWidget(m_busyBar);
    busyLayout->addWidget(m_busyText, 1);

    m_empty->setObjectName(QStringLiteral("partitionsEmpty"));
    QFont bold = m_adviceTitle->font();
    bold.setBold(true);
    m_adviceTitle->setFont(bold);
    m_advice->setObjectName(QStringLiteral("alignmentAdvice"));
    m_note->setObjectName(QStringLiteral("alignmentNote"));

    body()->addWidget(m_busy);
    body()->addWidget(m_note);
    body()->addWidget(m_empty);
    body()->addWidget(m_table);
    body()->addSpacing(4);
    body()->addWidget(m_adviceTitle);
    body()->addWidget(m_advice);
    retranslateUi();
}

void PartitionsCard::retranslateUi()
{
    setTitle(tr("Partitions"));
    m_table->setHorizontalHeaderLabels({tr("#"), tr("Device"), tr("Start sector"),
                                        tr("Start (bytes)"), tr("Size"), tr("Mounted on"),
                                        tr("Alignment")});
    m_busyBar->setAccessibleName(tr("Checking alignment"));
    m_busyText->setText(tr("Reading the partition table…"));
    m_adviceTitle->setText(tr("What to do"));
    if (m_info.path.isEmpty()) {
        m_table->setAccessibleName(tr("Partitions"));
        return;
    }
    //: accessible name of the partitions table; %1 device path
    m_table->setAccessibleName(tr("Partitions of %1").arg(m_info.path));
    rebuild();
}

void PartitionsCard::setDevice(const Device::DeviceInfo &info)
{
    m_info = info;
    m_report.reset();
    //: accessible name of the partitions table; %1 device path
    m_table->setAccessibleName(tr("Partitions of %1").arg(info.path));
    rebuild();
}

void PartitionsCard::setAlignment(const Alignment::AlignmentReport &report)
{
    m_report = report;
    rebuild();
}

QList<PartitionsCard::Row> PartitionsCard::rows() const
{
    // The kernel's list (with device nodes and mounts) joined by number with the table
    // libblkid read; either may list partitions the other lacks (no partx run yet).
    QMap<int, Row> byNumber;
    for (const Device::PartitionInfo &p : m_info.partitions) {
        Row &row = byNumber[p.number];
        row.number = p.number;
        row.path = p.path;
        row.startBytes = p.startBytes;
        row.sizeBytes = p.sizeBytes;
        row.mountpoints = p.mountpoints;
    }
    if (m_report) {
        for (const Alignment::PartitionAlignment &a : m_report->partitions) {
            const bool known = byNumber.contains(a.number);
            Row &row = byNumber[a.number];
            row.number = a.number;
            if (!known)
                row.startBytes = a.startBytes;
            row.alignment = a;
        }
    }
    return byNumber.values();
}

void PartitionsCard::rebuild()
{
    const QList<Row> list = rows();
    qint64 sectorBytes = m_report ? m_report->topology.logicalBlockSize : m_info.logicalBlockSize;
    if (sectorBytes <= 0)
        sectorBytes = 512;

    m_table->setRowCount(int(list.size()));
    for (int i = 0; i < list.size(); ++i)
        fillRow(i, list[i], sectorBytes);
    m_table->updateGeometry();

    m_busy->setVisible(!m_report);
    m_table->setVisible(!list.isEmpty());
    if (m_report && m_report->tableType.isEmpty())
        m_empty->setText(tr("The kernel lists no partitions on this drive."));
    else
        m_empty->setText(tr("The partition table lists no partitions."));
    // An empty drive or a file system on the whole drive: the note says what is there.
    m_empty->setVisible(list.isEmpty() && m_report && !m_report->emptyDrive &&
                        m_report->wholeDeviceFileSystem.isEmpty());
    m_note->setText(m_report ? m_report->note : QString());
    m_note->setVisible(!m_note->text().isEmpty());
    showAdvice(list);
}

void PartitionsCard::fillRow(int row, const Row &entry, qint64 sectorBytes)
{
    const QLocale locale;
    const Qt::Alignment right = Qt::AlignRight;
    m_table->setItem(row, NumberColumn, cell(locale.toString(entry.number), right));
    QTableWidgetItem *path = cell(entry.path.isEmpty() ? Tr::tr("none") : entry.path);
    if (entry.path.isEmpty())
        path->setToolTip(tr("The partition table lists this partition, but the kernel has no "
                            "device node for it yet (on some systems 'partx -a' adds it)."));
    m_table->setItem(row, PathColumn, path);
    // Sectors without digit grouping, like the advice: people type them into fdisk.
    QLocale sectors = locale;
    sectors.setNumberOptions(QLocale::OmitGroupSeparator);
    m_table->setItem(row, StartSectorColumn,
                     cell(sectors.toString(entry.startBytes / sectorBytes), right));
    m_table->setItem(row, StartBytesColumn, cell(locale.toString(entry.startBytes), right));
    m_table->setItem(
        row, SizeColumn,
        cell(entry.sizeBytes ? shortSize(*entry.sizeBytes) : Tr::tr("unknown"), right));
    m_table->setItem(row, MountedColumn,
                     cell(entry.mountpoints.isEmpty()
                              ? Tr::tr("not mounted")
                              : entry.mountpoints.join(QStringLiteral(", "))));

    QTableWidgetItem *verdict = nullptr;
    if (entry.alignment) {
        verdict = cell(Alignment::verdictText(entry.alignment->verdict));
        verdict->setIcon(verdictIcon(entry.alignment->verdict));
        verdict->setToolTip(verdictDetails(*entry.alignment));
    } else {
        verdict = cell(m_report ? Tr::tr("not checked") : tr("checking…"));
        if (m_report)
            verdict->setToolTip(tr("The partition table did not list this partition."));
    }
    m_table->setItem(row, AlignmentColumn, verdict);
}

void PartitionsCard::showAdvice(const QList<Row> &list)
{
    QStringList paragraphs;
    for (const Row &row : list) {
        if (!row.alignment || row.alignment->verdict == Alignment::Verdict::Ok)
            continue;
        // The advice names the partition and the device itself.
        //: %1 verdict, e.g. "Misaligned", %2 the advice (whole sentences)
        paragraphs << tr("%1: %2").arg(Alignment::verdictText(row.alignment->verdict),
                                       row.alignment->advice);
    }
    m_advice->setText(paragraphs.join(QStringLiteral("\n\n")));
    m_advice->setVisible(!paragraphs.isEmpty());
    m_adviceTitle->setVisible(!paragraphs.isEmpty());
}

} // namespace DriveProof::Gui
