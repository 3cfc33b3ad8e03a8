// The quick check at a glance, as CrystalDiskMark shows it: one row per preset (SEQ1M Q8T1,
// SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1), a Read and a Write column, each tile the transfer
// rate big (in the unit chosen in Preferences) and its IOPS and mean latency small. People
// compare these four rows with reviews and with CrystalDiskMark on another computer, so the
// order and names are CrystalDiskMark's.
#pragma once

#include "report/testresult.h"

#include <QWidget>

class QGridLayout;
class QLabel;

namespace DriveProof::Gui {

class ResultTiles : public QWidget
{
    Q_OBJECT
public:
    explicit ResultTiles(QWidget *parent = nullptr);

    // Whether a result is shown as tiles (the quick check, with at least one preset line).
    static bool suits(const Report::TestResult &result);
    // Fills the tiles; a preset the run skipped shows a dash.
    void setResult(const Report::TestResult &result);

    // The measurement keys of the tiles, rows first: "seq1mq8t1.read", "seq1mq8t1.write", ...
    static QStringList keys();
    // What a tile shows, for tests and screen readers: its big and its small line.
    QString rateText(const QString &key) const;
    QString detailText(const QString &key) const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Tile
    {
        QWidget *frame = nullptr;
        QLabel *rate = nullptr;
        QLabel *detail = nullptr;
    };
    void retranslate();
    void fill();

    Report::TestResult m_result;
    QList<Tile> m_tiles; // in keys() order
    QLabel *m_readHeading;
    QLabel *m_writeHeading;
};

} // namespace DriveProof::Gui
