// "Partitions": the drive's partitions with their alignment verdicts, and for each one that
// is not OK the fix in plain words below the table. The kernel's list is shown at once;
// verdicts arrive later from Alignment::analyzeDevice (run off the UI thread by the window).
#pragma once

#include "card.h"

#include "alignment/alignment.h"
#include "device/deviceinfo.h"

#include <optional>

class QLabel;
class QProgressBar;
class QTableWidget;

namespace DriveProof::Gui {

class PartitionsCard : public Card
{
    Q_OBJECT
public:
    enum Column {
        NumberColumn,
        PathColumn,
        StartSectorColumn,
        StartBytesColumn,
        SizeColumn,
        MountedColumn,
        AlignmentColumn,
        ColumnCount
    };

    explicit PartitionsCard(QWidget *parent = nullptr);

    // Shows the kernel's partitions; verdicts say "checking" until setAlignment().
    void setDevice(const Device::DeviceInfo &info);
    void setAlignment(const Alignment::AlignmentReport &report);

    QTableWidget *table() const { return m_table; }
    QLabel *adviceLabel() const { return m_advice; }
    QLabel *noteLabel() const { return m_note; }

protected:
    void retranslateUi() override;

private:
    struct Row
    {
        int number = 0;
        QString path;
        qint64 startBytes = 0;
        std::optional<qint64> sizeBytes;
        QStringList mountpoints;
        std::optional<Alignment::PartitionAlignment> alignment;
    };

    QList<Row> rows() const;
    void rebuild();
    void fillRow(int row, const Row &entry, qint64 sectorBytes);
    void showAdvice(const QList<Row> &rows);

    QTableWidget *m_table;
    QWidget *m_busy;
    QProgressBar *m_busyBar;
    QLabel *m_busyText;
    QLabel *m_empty;
    QLabel *m_adviceTitle;
    QLabel *m_advice;
    QLabel *m_note;
    Device::DeviceInfo m_info;
    std::optional<Alignment::AlignmentReport> m_report;
};

} // namespace DriveProof::Gui
