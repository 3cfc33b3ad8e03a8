// "A test runs on this drive" (core/suites/testlock.h), in a private lock folder: a test's
// shared lock makes the reader's try fail without blocking; the lock goes with the holder;
// a reader's short hold delays a starting test instead of failing it; planted links and
// FIFOs neither redirect nor block; the files are readable by other users.
#include "device/testlock.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <thread>
#include <unistd.h>

using namespace DriveProof::Device;

class TestTestLock : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    const dev_t m_disk = makedev(7, 42);

private slots:
    void aRunningTestIsSeenAndForgotten()
    {
        const QString folder = m_dir.path();
        QVERIFY(!IdleHold(m_disk, folder).testRunning());
        {
            const TestLock lock = TestLock::forDisks({m_disk, makedev(8, 0)}, folder);
            QCOMPARE(lock.heldCount(), 2);
            QVERIFY(IdleHold(m_disk, folder).testRunning());
            QVERIFY(IdleHold(makedev(8, 0), folder).testRunning());
            QVERIFY(!IdleHold(makedev(8, 16), folder).testRunning());
            // Two tests on one drive share it.
            const TestLock second = TestLock::forDisks({m_disk}, folder);
            QCOMPARE(second.heldCount(), 1);
            TestLock moved = TestLock::forDisks({makedev(8, 16)}, folder);
            const TestLock target = std::move(moved);
            QCOMPARE(moved.heldCount(), 0);
            QVERIFY(IdleHold(makedev(8, 16), folder).testRunning());
        }
        QVERIFY(!IdleHold(m_disk, folder).testRunning());
        QVERIFY(!IdleHold(makedev(8, 16), folder).testRunning());
        QCOMPARE(testLockPath(m_disk, folder), folder + QStringLiteral("/driveproof-7:42.lock"));
    }

    void lockFilesAreReadableByOthers()
    {
        const mode_t old = ::umask(077);
        const TestLock lock = TestLock::forDisks({makedev(9, 1)}, m_dir.path());
        ::umask(old);
        struct stat st
        {
        };
        QCOMPARE(::stat(QFile::encodeName(testLockPath(makedev(9, 1), m_dir.path())), &st), 0);
        QCOMPARE(st.st_mode & 0777, mode_t(0644));
    }

    void aReadersHoldDelaysATestButNeverStopsIt()
    {
        const QString folder = m_dir.path();
        auto hold = std::make_unique<IdleHold>(m_disk, folder);
        QVERIFY(!hold->testRunning());
        std::thread release([&hold] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            hold.reset();
        });
        QElapsedTimer clock;
        clock.start();
        const TestLock lock = TestLock::forDisks({m_disk}, folder);
        release.join();
        QCOMPARE(lock.heldCount(), 1);
        QVERIFY(clock.elapsed() >= 150);
    }

    // A hold that does not end: the test goes on after about a second, unmarked.
    void aStuckHoldCostsATestAboutASecond()
    {
        const QString folder = m_dir.path();
        const dev_t disk = makedev(7, 43);
        const IdleHold hold(disk, folder);
        QElapsedTimer clock;
        clock.start();
        const TestLock lock = TestLock::forDisks({disk}, folder);
        QCOMPARE(lock.heldCount(), 0);
        QVERIFY(clock.elapsed() < 5000);
    }

    void plantedLinksAndFifosAreRefused()
    {
        const QString folder = m_dir.path();
        const dev_t linked = makedev(7, 50);
        const QString secret = m_dir.filePath(QStringLiteral("secret"));
        QFile(secret).open(QIODevice::WriteOnly);
        QVERIFY(QFile::link(secret, testLockPath(linked, folder)));
        QCOMPARE(TestLock::forDisks({linked}, folder).heldCount(), 0);
        QVERIFY(!IdleHold(linked, folder).testRunning());

        const dev_t fifo = makedev(7, 51);
        QCOMPARE(::mkfifo(QFile::encodeName(testLockPath(fifo, folder)).constData(), 0666), 0);
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(TestLock::forDisks({fifo}, folder).heldCount(), 0); // would block if opened
        QVERIFY(!IdleHold(fifo, folder).testRunning());
        QVERIFY(clock.elapsed() < 5000);
    }

    void aMissingFolderMarksNothing()
    {
        const QString gone = m_dir.filePath(QStringLiteral("no/such/folder"));
        QCOMPARE(TestLock::forDisks({m_disk}, gone).heldCount(), 0);
        QVERIFY(!IdleHold(m_disk, gone).testRunning());
    }

    void aPathNotYetCreatedCountsAsItsFolder()
    {
        const QString file = m_dir.filePath(QStringLiteral("not-yet/area.bin"));
        QCOMPARE(disksUnder(file), disksUnder(m_dir.path()));
        qputenv("DRIVEPROOF_LOCK_DIR", m_dir.path().toLocal8Bit());
        QCOMPARE(testLockFolder(), m_dir.path());
        qunsetenv("DRIVEPROOF_LOCK_DIR");
        QCOMPARE(testLockFolder(), QStringLiteral("/run/lock"));
    }
};

QTEST_APPLESS_MAIN(TestTestLock)
#include "tst_testlock.moc"
