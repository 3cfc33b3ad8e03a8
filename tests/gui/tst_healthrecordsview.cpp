// The health card's table of every record the drive keeps (issue 23): QEMU's captured ATA
// attribute table and a client NVMe log shown row by row, sortable by the numbers behind the
// texts, each cell explained with the spec in its tooltip, copyable, and the self-test log.
#include "healthcard.h"
#include "healthrecordsview.h"
#include "tablecopy.h"

#include "../unit/hexfixture.h"

#include <QTableWidget>
#include <QToolButton>
#include <QtTest>

using namespace DriveProof;
using Gui::HealthRecordsView;

namespace {

QByteArray fixture(const QString &name)
{
    const HexFixture fx = readHexFixture(name);
    if (!fx.error.isEmpty())
        qFatal("%s", qPrintable(fx.error));
    return fx.bytes;
}

} // namespace

class TestHealthRecordsView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void ataTableSortsByNumbersAndCitesTheSpec()
    {
        HealthRecordsView view;
        Health::HealthRecords r;
        r.ataSmartData = fixture(QStringLiteral("ata/qemu-st2000-smart-data.hex"));
        r.ataThresholds = fixture(QStringLiteral("ata/qemu-st2000-smart-thresholds.hex"));
        r.ataSelfTestLog = fixture(QStringLiteral("ata/selftest-log-qemu-three.hex"));
        r.refused = {QStringLiteral("SMART READ LOG E0h")};
        view.setRecords(r);
        QVERIFY(!view.isHidden());
        QVERIFY(view.toggleButton()->text().contains(QLatin1String("(7)")));
        QTableWidget *t = view.recordsTable();
        QCOMPARE(t->rowCount(), 7);
        // Sorted by ID as numbers: 1, 3, 4, 5, 9, 12, 190 (not "12" before "3").
        QCOMPARE(t->item(5, 0)->text(), QStringLiteral("12"));
        QCOMPARE(t->item(6, 1)->text(), QStringLiteral("Airflow_Temperature_Cel"));
        QCOMPARE(t->item(6, 8)->text(), QStringLiteral("31 °C (lowest 31, highest 31)"));
        QVERIFY(t->item(6, 0)->toolTip().contains(QLatin1String("ATA8-ACS")));
        QVERIFY(!t->item(3, 9)->text().isEmpty()); // 5: its one-line explanation
        // By the number behind the raw text: 4 (100 starts) before 190 (31 °C), where the
        // texts alone would put "31 °C" first.
        t->sortByColumn(8, Qt::DescendingOrder);
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("4"));
        QCOMPARE(t->item(1, 0)->text(), QStringLiteral("190"));
        const QString copied = Gui::tableAsTabSeparated(t);
        QVERIFY2(copied.contains(QLatin1String("Reallocated_Sector_Ct")), qPrintable(copied));
        QCOMPARE(view.selfTestTable()->rowCount(), 3);
        QCOMPARE(view.selfTestTable()->item(0, 1)->text(), QStringLiteral("Failed: read error"));
    }

    void nvmeFieldsHideTheAtaColumns()
    {
        HealthRecordsView view;
        Health::HealthRecords r;
        r.nvmeHealthLog = fixture(QStringLiteral("nvme/health-log-client.hex"));
        view.setRecords(r);
        QTableWidget *t = view.recordsTable();
        QCOMPARE(t->rowCount(), 23);
        QVERIFY(t->isColumnHidden(0));
        QVERIFY(t->isColumnHidden(2));
        QVERIFY(!t->isColumnHidden(8));
        view.setRecords({});
        QVERIFY(view.isHidden()); // nothing to show: an older helper, a loop device
    }

    void theCardShowsTheRecords()
    {
        Gui::HealthCard card;
        Health::HealthSummary h;
        h.device = QStringLiteral("/dev/nvme0n1");
        h.overall = Health::Overall::Good;
        h.records.nvmeHealthLog = fixture(QStringLiteral("nvme/health-log-client.hex"));
        card.setHealth(h);
        QVERIFY(!card.recordsView()->isHidden());
        QCOMPARE(card.recordsView()->recordsTable()->rowCount(), 23);
    }
};

QTEST_MAIN(TestHealthRecordsView)
#include "tst_healthrecordsview.moc"
