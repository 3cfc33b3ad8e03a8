// The health card's "Is it new?" panel (issue 23): the verdict from the counters with the
// numbers, the rated endurance entered once per model and kept in drives.json (a folder of
// this test), and nothing shown for a drive whose counters say nothing.
#include "../unit/hexfixture.h"
#include "health/usage.h"
#include "healthcard.h"
#include "usagepanel.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace DriveProof;
using namespace DriveProof::Gui;

class TestUsagePanel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;

    static Device::DeviceInfo drive(const QString &serial)
    {
        Device::DeviceInfo d;
        d.name = QStringLiteral("nvme0n1");
        d.path = QStringLiteral("/dev/nvme0n1");
        d.model = QStringLiteral("Example NVMe 2TB");
        d.serial = serial;
        d.transport = Device::Transport::Nvme;
        return d;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path())); // drives.json goes here
    }

    void usedDriveIsSaidWithItsNumbers()
    {
        Health::HealthSummary h;
        h.overall = Health::Overall::Good;
        h.powerOnHours = 3000;
        h.powerCycles = 40;
        HealthCard card;
        card.setDevice(drive(QStringLiteral("S-USED")));
        card.setHealth(h);
        UsagePanel *panel = card.usagePanel();
        QVERIFY(!panel->isHidden());
        QCOMPARE(panel->verdictLabel()->text(), QStringLiteral("Is it new? used"));
        QVERIFY2(panel->reasonsLabel()->text().contains(QLatin1String("3,000 power-on hours")) ||
                     panel->reasonsLabel()->text().contains(QLatin1String("3000 power-on hours")),
                 qPrintable(panel->reasonsLabel()->text()));
    }

    void ratedEnduranceIsKeptPerModel()
    {
        Health::HealthSummary h;
        h.overall = Health::Overall::Good;
        h.powerOnHours = 5678;
        h.records.nvmeHealthLog =
            readHexFixture(QStringLiteral("nvme/health-log-client.hex")).bytes;
        UsagePanel panel;
        panel.setHealth(drive(QStringLiteral("S-1")), h);
        QVERIFY(!panel.reasonsLabel()->text().contains(QLatin1String("maker rates")));
        QCOMPARE(panel.enduranceBox()->value(), 0.0); // nothing entered for the model yet
        panel.enduranceBox()->setValue(600);
        panel.rememberButton()->click();
        QVERIFY2(panel.reasonsLabel()->text().contains(
                     QLatin1String("of the 600.0 TB the maker rates this model for")),
                 qPrintable(panel.reasonsLabel()->text()));
        QCOMPARE(Health::DriveMemory().ratedEndurance(drive({}).model),
                 std::optional<qint64>(600'000'000'000'000));
        // Another drive of the model: the rating is there already.
        UsagePanel other;
        other.setHealth(drive(QStringLiteral("S-2")), h);
        QCOMPARE(other.enduranceBox()->value(), 600.0);
        QVERIFY(other.reasonsLabel()->text().contains(QLatin1String("maker rates")));
        // 0 takes it back.
        other.enduranceBox()->setValue(0);
        other.rememberButton()->click();
        QCOMPARE(Health::DriveMemory().ratedEndurance(drive({}).model), std::nullopt);
        QVERIFY(!other.reasonsLabel()->text().contains(QLatin1String("maker rates")));
    }

    // Where drives.json cannot be written, the panel says so instead of pretending.
    void ratingThatCannotBeKeptIsSaid()
    {
        const QString blocker = m_data.filePath(QStringLiteral("not-a-folder"));
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        qputenv("XDG_DATA_HOME", QFile::encodeName(blocker)); // a file where a folder must be
        Health::HealthSummary h;
        h.powerOnHours = 10;
        UsagePanel panel;
        panel.setHealth(drive(QStringLiteral("S-4")), h);
        panel.enduranceBox()->setValue(300);
        panel.rememberButton()->click();
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path()));
        QVERIFY2(panel.reasonsLabel()->text().contains(QLatin1String("could not be kept")),
                 qPrintable(panel.reasonsLabel()->text()));
    }

    void silentCountersShowNothing()
    {
        HealthCard card;
        card.setDevice(drive(QStringLiteral("S-3")));
        Health::HealthSummary h;
        h.overall = Health::Overall::Good; // no hours: no verdict to give
        card.setHealth(h);
        QVERIFY(card.usagePanel()->isHidden());
    }
};

QTEST_MAIN(TestUsagePanel)
#include "tst_usagepanel.moc"
