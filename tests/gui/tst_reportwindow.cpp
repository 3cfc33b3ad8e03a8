// "Open Drive Report…" (app/gui/drivereport): a recorded report of a real drive
// (tests/fixtures/reports) in the window: marked as a report, the verdict and "is it new"
// of the health card, the attributes named and decoded through the model's dialect, no
// self-test buttons for a drive that is not here, and nothing remembered of it in
// drives.json (a folder of this test). DRIVEPROOF_SCREENSHOT_DIR=DIR saves a picture.
#include "drivereport/reportwindow.h"
#include "healthcard.h"
#include "healthrecordsview.h"
#include "notice.h"
#include "selftestpanel.h"
#include "usagepanel.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Gui;

namespace {

QByteArray report(const char *name)
{
    QFile f(QStringLiteral(DRIVEPROOF_SOURCE_DIR "/tests/fixtures/reports/") + QLatin1String(name));
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QString rowText(QTableWidget *table, const QString &name, int column)
{
    for (int r = 0; r < table->rowCount(); ++r)
        for (int c = 0; c < table->columnCount(); ++c)
            if (table->item(r, c) && table->item(r, c)->text() == name)
                return table->item(r, column) ? table->item(r, column)->text() : QString();
    return {};
}

} // namespace

class TestReportWindow : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path()));
    }

    void failingSsdReportIsShownAsAReport()
    {
        ReportWindow w(report("smartctl-x/intel-ssdsc2bw240a4-1.txt"),
                       QStringLiteral("intel-ssdsc2bw240a4-1.txt"));
        w.show();
        QVERIFY(w.judged());
        QVERIFY(w.originNotice()->text().contains(QLatin1String("not from the drive itself")));
        QVERIFY(w.originNotice()->text().contains(QLatin1String("INTEL SSDSC2BW240A4")));
        HealthCard *card = w.healthCard();
        QCOMPARE(card->badgeText(), QStringLiteral("Bad"));
        QVERIFY(card->selfTestPanel()->isHidden()); // no drive here to test
        QCOMPARE(card->usagePanel()->verdictLabel()->text(), QStringLiteral("Is it new? used"));
        // 241 Host_Writes_32MiB of an Intel 530: 8,662,334 × 32 MiB, not 8,662,334 sectors.
        QVERIFY2(card->usagePanel()->reasonsLabel()->text().contains(QLatin1String("290.7 TB")),
                 qPrintable(card->usagePanel()->reasonsLabel()->text()));
        QTableWidget *table = card->recordsView()->recordsTable();
        QCOMPARE(rowText(table, QStringLiteral("Host_Writes_32MiB"), 1),
                 QStringLiteral("Host_Writes_32MiB"));
        QVERIFY(rowText(table, QStringLiteral("Power_On_Hours_and_Msec"), 8)
                    .contains(QLatin1String("18,236")));
        // Nothing kept of a drive that is not here.
        QVERIFY(!QFile::exists(m_data.path() + QStringLiteral("/driveproof/drives.json")));
        if (const QString dir = qEnvironmentVariable("DRIVEPROOF_SCREENSHOT_DIR"); !dir.isEmpty())
            QVERIFY(w.grab().save(QDir(dir).filePath(QStringLiteral("report-window.png"))));
    }

    void notAReportSaysWhyAndShowsNoVerdict()
    {
        ReportWindow w(QByteArray("hello"), QStringLiteral("notes.txt"));
        QVERIFY(!w.judged());
        QCOMPARE(w.originNotice()->kind(), Notice::Kind::Warning);
        QVERIFY(w.originNotice()->text().contains(QLatin1String("notes.txt")));
        QVERIFY(w.healthCard()->isHidden());
    }
};

QTEST_MAIN(TestReportWindow)
#include "tst_reportwindow.moc"
