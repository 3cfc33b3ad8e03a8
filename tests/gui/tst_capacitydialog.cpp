// "Check capacity…" (issue 24): the drive page's button, and the dialog's quick probe on a
// real loop device this test made: an empty one starts after the one click, one with a
// partition table only after the typed name; both end "Genuine"; and the full verify's live
// rate chart, fed as the worker feeds it. Root for the loop parts (skipped, 77, without).
#include "capacity/progress.h"
#include "capacitycheck/capacitydialog.h"
#include "charts/timeserieschart.h"
#include "device/inventory.h"
#include "drivepage.h"
#include "drivetests/confirmwritedialog.h"
#include "loopdevice.h"
#include "preferences.h"
#include "settingsdialog.h"
#include "testskip.h"

#include <QLineEdit>
#include <QRadioButton>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace DriveProof;
using namespace DriveProof::Gui;

class TestCapacityDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The runs' history goes to a folder of this test, not the user's.
        qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.path()));
        qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(QStringLiteral("config"))));
    }

    void drivePageHasTheButton()
    {
        DrivePage page;
        auto *button = page.findChild<QPushButton *>(QStringLiteral("driveCapacityButton"));
        QVERIFY(button);
        QVERIFY(button->text().contains(QStringLiteral("apacity")));
    }

    void emptyDriveNeedsOneClick()
    {
        DRIVEPROOF_SKIP_UNLESS(::geteuid() == 0, "needs root (loop devices)");
        DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "losetup or friends missing");
        LoopDevice loop;
        QVERIFY(attach(loop));
        CapacityDialog dialog(info(loop));
        dialog.show();
        dialog.startButton()->click();
        QVERIFY(!dialog.findChild<ConfirmWriteDialog *>());
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning() && !dialog.verdictText().isEmpty(), 120000);
        QVERIFY2(dialog.verdictText().startsWith(QStringLiteral("Genuine")),
                 qPrintable(dialog.verdictText()));
        QVERIFY(!dialog.rateChart()->isVisible()); // no chart for the quick probe
    }

    // The full verify's live chart (issue 24): a point every half second from the rate the
    // worker reports, the read line after the write line; nothing for a phase without a rate.
    void fullVerifyChartsWriteThenRead()
    {
        Device::DeviceInfo drive;
        drive.name = QStringLiteral("sdz");
        drive.path = QStringLiteral("/dev/sdz-not-here");
        drive.sizeBytes = qint64(1) << 30;
        CapacityDialog dialog(drive);
        Charts::TimeSeriesChart *chart = dialog.rateChart();
        QVERIFY(chart);
        const auto feed = [&](Capacity::Phase phase, double rate) {
            dialog.showProgress(int(phase), 0.5, rate);
            QTest::qWait(600);
            dialog.showProgress(int(phase), 0.6, rate);
        };
        feed(Capacity::Phase::Flushing, 50e6); // no line for a flush
        feed(Capacity::Phase::Writing, 0);     // nor for a rate not known yet
        QCOMPARE(chart->pointCount(), 0);
        feed(Capacity::Phase::Writing, 120e6);
        feed(Capacity::Phase::Reading, 300e6);
        const QList<QPointF> write = chart->drawnPoints(QStringLiteral("write"));
        const QList<QPointF> read = chart->drawnPoints(QStringLiteral("read"));
        QVERIFY(!write.isEmpty());
        QVERIFY(!read.isEmpty());
        QVERIFY2(qFuzzyCompare(write.last().y(), rateValue(120e6)),
                 qPrintable(QString::number(write.last().y())));
        QVERIFY2(qFuzzyCompare(read.last().y(), rateValue(300e6)),
                 qPrintable(QString::number(read.last().y())));
        QVERIFY(read.first().x() >= write.last().x()); // the read pass follows the write pass
        // A language switch renames the lines: no English legend left in a German window.
        QCOMPARE(chart->lineLabel(QStringLiteral("write")), QStringLiteral("Write"));
        Gui::applyLanguage(QStringLiteral("de"));
        const QString german =
            QCoreApplication::translate("DriveProof::Gui::CapacityDialog", "Write");
        QVERIFY(german != QLatin1String("Write"));
        QTRY_COMPARE(chart->lineLabel(QStringLiteral("write")), german); // a posted event
        Gui::applyLanguage(QString());
        QTRY_COMPARE(chart->lineLabel(QStringLiteral("read")), QStringLiteral("Read"));
    }

    void driveWithDataNeedsTheTypedName()
    {
        LoopDevice loop;
        QVERIFY(attach(loop));
        QCOMPARE(loop.partition("label: gpt\n,,L\n"), QString());
        CapacityDialog dialog(info(loop));
        dialog.show();
        dialog.startButton()->click();
        auto *confirm = dialog.findChild<ConfirmWriteDialog *>();
        QVERIFY(confirm);
        QVERIFY(!dialog.isRunning());
        confirm->nameEdit()->setText(loop.name());
        confirm->accept();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning() && !dialog.verdictText().isEmpty(), 120000);
        QVERIFY2(dialog.verdictText().startsWith(QStringLiteral("Genuine")),
                 qPrintable(dialog.verdictText()));
    }

private:
    bool attach(LoopDevice &loop)
    {
        const QString file = m_dir.filePath(QStringLiteral("drive%1.img").arg(++m_images));
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly) || !f.resize(64 << 20))
            return false;
        f.close();
        const QString error = loop.attach(file, 512);
        if (!error.isEmpty())
            qWarning().noquote() << error;
        return error.isEmpty();
    }
    static Device::DeviceInfo info(const LoopDevice &loop)
    {
        const Result<Device::DeviceInfo> found = Device::Inventory().find(loop.path());
        return found ? found.value() : Device::DeviceInfo{};
    }

    QTemporaryDir m_home;
    QTemporaryDir m_dir;
    int m_images = 0;
};

QTEST_MAIN(TestCapacityDialog)
#include "tst_capacitydialog.moc"
