// Hotplug in the real window, with a real loop device: it appears in the sidebar without a
// manual refresh, the selection stays where it was, its partition at sector 63 is checked
// through libblkid, and it goes away again when detached. Needs root and util-linux tools:
// skipped (77) otherwise.
#include "../root/loopdevice.h"
#include "testskip.h"

#include "drivelistmodel.h"
#include "drivepage.h"
#include "mainwindow.h"
#include "partitionscard.h"

#include <QLabel>
#include <QListView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

#include <unistd.h>

using namespace DriveProof;

namespace {
constexpr int kTimeoutMs = 30000;
}

class TestGuiHotplug : public QObject
{
    Q_OBJECT

private slots:
    void loopDeviceComesAndGoes();

private:
    QTemporaryDir m_dir;
};

void TestGuiHotplug::loopDeviceComesAndGoes()
{
    QVERIFY(m_dir.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("config"))));
    // An MBR partition at sector 63, written into our own image file before attaching.
    const QString image = m_dir.filePath(QStringLiteral("hotplug.img"));
    QFile file(image);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.resize(64 * 1024 * 1024));
    file.close();
    const CommandResult sfdisk =
        runCommand(QStringLiteral("sfdisk"), {QStringLiteral("--quiet"), image},
                   "start=63, size=20000, type=83\n");
    QVERIFY2(sfdisk.exitCode == 0, sfdisk.err.constData());

    Gui::MainWindow window;
    window.show();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy() && window.driveModel()->rowCount() > 0, kTimeoutMs);
    const QString kept = window.drivePage()->devicePath();

    LoopDevice loop;
    const QString error = loop.attach(image, 512);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    loop.addPartitionNodes();

    // No refresh by hand: the inventory's watcher notices the new drive.
    QTRY_VERIFY_WITH_TIMEOUT(window.driveModel()->rowOfPath(loop.path()) >= 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kTimeoutMs);
    QCOMPARE(window.drivePage()->devicePath(), kept);

    window.selectDevice(loop.path());
    QTRY_COMPARE_WITH_TIMEOUT(window.drivePage()->devicePath(), loop.path(), kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kTimeoutMs);
    const Gui::PartitionsCard *card = window.drivePage()->partitionsCard();
    QCOMPARE(card->table()->rowCount(), 1);
    QCOMPARE(card->table()->item(0, Gui::PartitionsCard::StartSectorColumn)->text(),
             QStringLiteral("63"));
    // A loop device has physical = logical sectors: 63 is fine for it, but not on 1 MiB.
    QCOMPARE(card->table()->item(0, Gui::PartitionsCard::AlignmentColumn)->text(),
             Alignment::verdictText(Alignment::Verdict::Warning));
    QVERIFY2(card->adviceLabel()->text().contains(QLatin1String("sector 2048")),
             qPrintable(card->adviceLabel()->text()));

    loop.detach();
    QTRY_VERIFY_WITH_TIMEOUT(window.driveModel()->rowOfPath(loop.path()) < 0, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isBusy(), kTimeoutMs);
    QVERIFY(window.driveList()->currentIndex().isValid()); // fell back to another drive
}

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    DRIVEPROOF_SKIP_UNLESS(::geteuid() == 0, "loop devices need root");
    DRIVEPROOF_SKIP_UNLESS(LoopDevice::missingTools().isEmpty(), "util-linux tools missing");
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    TestGuiHotplug test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_guihotplug.moc"
