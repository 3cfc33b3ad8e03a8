// The health card's self-test panel (issue 23) against a scripted MOCK runner, not a drive:
// buttons with the durations QEMU's captured SMART data states, a start, progress from
// polling, the end with its result, an abort, and a refusal shown in words.
#include "selftestpanel.h"
#include "testpages.h"

#include "../unit/hexfixture.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace DriveProof;
using Gui::SelfTestPanel;
using Health::SelfTestAction;
using Health::SelfTestState;

namespace {

Health::HealthRecords qemuRecords()
{
    Health::HealthRecords r;
    r.ataSmartData = readHexFixture(QStringLiteral("ata/qemu-st2000-smart-data.hex")).bytes;
    return r;
}

Device::DeviceInfo sda()
{
    Device::DeviceInfo info;
    info.name = QStringLiteral("sda");
    info.path = QStringLiteral("/dev/sda");
    return info;
}

// A MOCK drive: the actions it was sent and the state it answers with.
struct Script
{
    QList<SelfTestAction> sent;
    SelfTestState state;
    QString refusal;

    SelfTestPanel::Runner runner()
    {
        return [this](const Device::DeviceInfo &, SelfTestAction a) -> Result<SelfTestState> {
            sent << a;
            if (!refusal.isEmpty())
                return Error{QStringLiteral("/dev/sda"), refusal, EBUSY};
            return state;
        };
    }
};

SelfTestState ata(bool running, int percent, int last = -1)
{
    SelfTestState s;
    s.protocol = QStringLiteral("ata");
    s.supported = true;
    s.running = running;
    s.percentDone = percent;
    s.lastResult = last;
    s.shortMinutes = 2;
    s.extendedMinutes = 54;
    return s;
}

} // namespace

class TestSelfTestPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(TestPages::useEnglish()); }

    void startFollowEnd()
    {
        Script script;
        SelfTestPanel panel;
        panel.setRunner(script.runner());
        // The end is kept in the drive's history once (report/selftesthistory.h).
        std::atomic<int> kept{0};
        panel.setKeeper([&kept](const Device::DeviceInfo &info) {
            if (info.path == QLatin1String("/dev/sda"))
                ++kept;
        });
        panel.setPollInterval(20);
        panel.setDrive(sda(), qemuRecords());
        QVERIFY(!panel.isHidden());
        QCOMPARE(panel.button(SelfTestAction::Short)->text(),
                 QStringLiteral("Short test (about 2 minutes)"));
        QVERIFY(panel.button(SelfTestAction::Extended)->text().contains(QLatin1String("54")));
        QVERIFY(panel.button(SelfTestAction::Conveyance)->isHidden()); // byte 367 = 19h
        QVERIFY(panel.button(SelfTestAction::Abort)->isHidden());
        QVERIFY(script.sent.isEmpty()); // drawn from the records: nothing sent

        script.state = ata(true, 10);
        panel.button(SelfTestAction::Short)->click();
        QTRY_VERIFY(!panel.progressBar()->isHidden());
        QCOMPARE(script.sent.value(0), SelfTestAction::Short);
        QCOMPARE(panel.progressBar()->value(), 10);
        QVERIFY(!panel.button(SelfTestAction::Short)->isEnabled());
        QVERIFY(!panel.button(SelfTestAction::Abort)->isHidden());

        script.state = ata(true, 70);
        QTRY_COMPARE(panel.progressBar()->value(), 70);
        QVERIFY(script.sent.contains(SelfTestAction::Status));

        QSignalSpy ended(&panel, &SelfTestPanel::testEnded);
        script.state = ata(false, 0, 0);
        QTRY_COMPARE(ended.count(), 1);
        QTRY_COMPARE(kept.load(), 1);
        QVERIFY(panel.progressBar()->isHidden());
        QCOMPARE(panel.statusLabel()->text(),
                 QStringLiteral("Last result: Completed without error"));
    }

    void abortAndRefusal()
    {
        Script script;
        SelfTestPanel panel;
        panel.setRunner(script.runner());
        panel.setKeeper({}); // nothing read from a real drive here
        panel.setPollInterval(60000);
        Health::HealthRecords running = qemuRecords();
        running.ataSmartData[363] = char(0xF4); // the drive says: running, 40 % left
        panel.setDrive(sda(), running);
        QCOMPARE(panel.progressBar()->value(), 60); // picked up again from the records
        script.state = ata(false, 0, 1);
        panel.button(SelfTestAction::Abort)->click();
        QTRY_VERIFY(panel.progressBar()->isHidden());
        QCOMPARE(script.sent, QList<SelfTestAction>{SelfTestAction::Abort});
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("Aborted by the host")));

        script.refusal = QStringLiteral("A DriveProof test is running on /dev/sda.");
        panel.button(SelfTestAction::Extended)->click();
        QTRY_COMPARE(panel.statusLabel()->text(), script.refusal);
        QVERIFY(panel.button(SelfTestAction::Extended)->isEnabled());
    }

    void hiddenWithoutSelfTests()
    {
        SelfTestPanel panel;
        Health::HealthRecords r = qemuRecords();
        r.ataSmartData[367] = 0x01; // no self-test bit
        panel.setDrive(sda(), r);
        QVERIFY(panel.isHidden());
        panel.setDrive({}, {});
        QVERIFY(panel.isHidden());
    }
};

QTEST_MAIN(TestSelfTestPanel)
#include "tst_selftestpanel.moc"
