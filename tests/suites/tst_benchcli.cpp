// `driveproof-cli bench` as a person runs it, on folders this test creates: the quick
// check prints JSON that parses and keeps the result in the history; bad input exits 2
// naming the problem (and the wrong target kinds, --output, control characters shown as
// \uXXXX); a killed run leaves its temporary file, and the next run removes it; SIGINT,
// SIGTERM and SIGHUP cancel and remove it.
#include "testskip.h"

#include <QDir>
#include <QDirIterator>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/stat.h>

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

Run cli(const QStringList &args, const QString &dataHome)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome);
    env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(DRIVEPROOF_CLI), args);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

QStringList leftovers(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral(".driveproof-test-*")},
                                  QDir::Files | QDir::Hidden);
}

} // namespace

class TestBenchCli : public QObject
{
    Q_OBJECT
    QTemporaryDir m_data;
    QTemporaryDir m_fifoDir;
    const QString m_fifo = m_fifoDir.filePath(QStringLiteral("fifo"));

private slots:
    void initTestCase()
    {
        DRIVEPROOF_SKIP_UNLESS(QFileInfo(QStringLiteral(DRIVEPROOF_CLI)).isExecutable(),
                               "driveproof-cli is not built");
        QVERIFY(m_fifoDir.isValid());
        QVERIFY(::mkfifo(QFile::encodeName(m_fifo).constData(), 0600) == 0);
    }

    void quickCheckJsonAndHistory()
    {
        QTemporaryDir dir;
        const Run r =
            cli({QStringLiteral("bench"), QStringLiteral("quick"), dir.path(),
                 QStringLiteral("--size"), QStringLiteral("16M"), QStringLiteral("--duration"),
                 QStringLiteral("0.2"), QStringLiteral("--json")},
                m_data.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonParseError error;
        const QJsonObject o = QJsonDocument::fromJson(r.out, &error).object();
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(o.value(QStringLiteral("family")).toString(), QStringLiteral("quick"));
        QCOMPARE(o.value(QStringLiteral("target_kind")).toString(),
                 QStringLiteral("temporary-file"));
        const QJsonArray ms = o.value(QStringLiteral("measurements")).toArray();
        QCOMPARE(ms.size(), 8);
        for (const QJsonValue &m : ms)
            QVERIFY(m.toObject().value(QStringLiteral("iops")).toDouble() > 0);
        QVERIFY(leftovers(dir.path()).isEmpty());
        // Kept in the history under the XDG data folder.
        QDirIterator it(m_data.path() + QStringLiteral("/driveproof/history"),
                        {QStringLiteral("*.json")}, QDir::Files, QDirIterator::Subdirectories);
        QVERIFY2(it.hasNext(), "no history file written");
    }

    // The result is still printed, and the user hears why it was not kept (issue 26: the
    // CLI dropped history.save's error).
    void historyFailureIsSaid()
    {
        QTemporaryDir dir, data;
        QFile blocker(data.filePath(QStringLiteral("driveproof")));
        QVERIFY(blocker.open(QIODevice::WriteOnly)); // a file where the folder must go
        blocker.close();
        const Run r =
            cli({QStringLiteral("bench"), QStringLiteral("random"), dir.path(),
                 QStringLiteral("--size"), QStringLiteral("8M"), QStringLiteral("--duration"),
                 QStringLiteral("0.1"), QStringLiteral("--only"), QStringLiteral("rnd4kq1t1.read"),
                 QStringLiteral("--json")},
                data.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.err.contains("was not kept in the drive's history"), r.err.constData());
        QVERIFY(QJsonDocument::fromJson(r.out).isObject());
    }

    void humanOutputHasTableAndNoHistoryWhenAsked()
    {
        QTemporaryDir dir, data;
        const Run r =
            cli({QStringLiteral("bench"), QStringLiteral("random"), dir.path(),
                 QStringLiteral("--size"), QStringLiteral("8M"), QStringLiteral("--duration"),
                 QStringLiteral("0.1"), QStringLiteral("--only"), QStringLiteral("rnd4kq1t1.read"),
                 QStringLiteral("--no-history")},
                data.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY2(r.out.contains("RND4K Q1T1 read"), r.out.constData());
        QVERIFY(r.out.contains("IOPS"));
        QVERIFY(!r.out.contains("RND4K Q32T1"));
        QVERIFY(!QDir(data.path() + QStringLiteral("/driveproof")).exists());
    }

    // One number format per latency column (issue 15): "99.8" over "1,614" reads as two
    // formats, so a column has a decimal in every row or in none; numbers right-aligned.
    void latencyColumnsHaveOneFormat()
    {
        QTemporaryDir dir, data;
        const Run r =
            cli({QStringLiteral("bench"), QStringLiteral("random"), dir.path(),
                 QStringLiteral("--size"), QStringLiteral("8M"), QStringLiteral("--duration"),
                 QStringLiteral("0.2"), QStringLiteral("--only"),
                 QStringLiteral("rnd4kq1t1.read,rnd4kq32t1.read"), QStringLiteral("--no-history")},
                data.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QList<QStringList> rows;
        int headerWidth = -1;
        for (const QString &line : QString::fromUtf8(r.out).split(u'\n')) {
            if (line.contains(QStringLiteral("Mean µs")))
                headerWidth = int(line.size());
            if (line.startsWith(QStringLiteral("RND4K")))
                rows << line.split(QRegularExpression(QStringLiteral(" {2,}")), Qt::SkipEmptyParts);
        }
        QCOMPARE(rows.size(), 2);
        QVERIFY(headerWidth > 0);
        for (int column = 3; column < 8; ++column) {
            QVERIFY2(rows.at(0).size() == 8 && rows.at(1).size() == 8, r.out.constData());
            QCOMPARE(rows.at(0).at(column).contains(u'.'), rows.at(1).at(column).contains(u'.'));
        }
    }

    // The spelling, as fio users type it: --target, --preset, --read, --seconds,
    // --engine, `seq` and `sweep`; and the fio-like JSON summary.
    void fioStyleOptions()
    {
        QTemporaryDir dir, data;
        const QString size = QStringLiteral("8M");
        Run r = cli({QStringLiteral("bench"), QStringLiteral("random"), QStringLiteral("--target"),
                     dir.path(), QStringLiteral("--preset"), QStringLiteral("RND4K-Q1T1"),
                     QStringLiteral("--read"), QStringLiteral("--seconds"), QStringLiteral("0.2"),
                     QStringLiteral("--engine"), QStringLiteral("psync"), QStringLiteral("--size"),
                     size, QStringLiteral("--json"), QStringLiteral("--no-history")},
                    data.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonObject o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("test")).toString(), QStringLiteral("random"));
        QJsonArray ms = o.value(QStringLiteral("measurements")).toArray();
        QCOMPARE(ms.size(), 1);
        QJsonObject m = ms.at(0).toObject();
        QCOMPARE(m.value(QStringLiteral("key")).toString(), QStringLiteral("rnd4kq1t1.read"));
        QCOMPARE(m.value(QStringLiteral("backend")).toString(), QStringLiteral("psync"));
        QVERIFY(m.value(QStringLiteral("seconds")).toDouble() < 1.0);
        QCOMPARE(o.value(QStringLiteral("iops")).toDouble(),
                 m.value(QStringLiteral("iops")).toDouble());
        QVERIFY(o.value(QStringLiteral("latency_ns"))
                    .toObject()
                    .value(QStringLiteral("p99"))
                    .toDouble() > 0);
        QVERIFY(!o.value(QStringLiteral("intervals")).toArray().isEmpty());

        // A mix at one queue depth: one line, 70 % reads.
        r = cli({QStringLiteral("bench"), QStringLiteral("random"), dir.path(),
                 QStringLiteral("--mix"), QStringLiteral("70"), QStringLiteral("--queue-depth"),
                 QStringLiteral("4"), QStringLiteral("--seconds"), QStringLiteral("0.2"),
                 QStringLiteral("--size"), size, QStringLiteral("--json"),
                 QStringLiteral("--no-history")},
                data.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        ms =
            QJsonDocument::fromJson(r.out).object().value(QStringLiteral("measurements")).toArray();
        QCOMPARE(ms.size(), 1);
        QCOMPARE(ms.at(0).toObject().value(QStringLiteral("key")).toString(),
                 QStringLiteral("rnd4kq4t1.mix70"));

        // `seq --write` is the sequential write lines only; `sweep --axis threads` a sweep.
        r = cli({QStringLiteral("bench"), QStringLiteral("seq"), dir.path(),
                 QStringLiteral("--write"), QStringLiteral("--seconds"), QStringLiteral("0.2"),
                 QStringLiteral("--size"), size, QStringLiteral("--json"),
                 QStringLiteral("--no-history")},
                data.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        o = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(o.value(QStringLiteral("test")).toString(), QStringLiteral("throughput"));
        ms = o.value(QStringLiteral("measurements")).toArray();
        QCOMPARE(ms.size(), 2);
        for (const QJsonValue &v : ms)
            QCOMPARE(v.toObject().value(QStringLiteral("operation")).toString(),
                     QStringLiteral("write"));
        r = cli({QStringLiteral("bench"), QStringLiteral("sweep"), dir.path(),
                 QStringLiteral("--axis"), QStringLiteral("threads"), QStringLiteral("--only"),
                 QStringLiteral("sweep.threads.2.read"), QStringLiteral("--seconds"),
                 QStringLiteral("0.2"), QStringLiteral("--size"), size, QStringLiteral("--json"),
                 QStringLiteral("--no-history")},
                data.path());
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QCOMPARE(QJsonDocument::fromJson(r.out).object().value(QStringLiteral("test")).toString(),
                 QStringLiteral("sweep-threads"));
        QVERIFY(leftovers(dir.path()).isEmpty());
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("family") << QStringList{QStringLiteral("nosuchtest")}
                                << QByteArray("nosuchtest");
        QTest::newRow("size") << QStringList{QStringLiteral("quick"), QStringLiteral("--size"),
                                             QStringLiteral("lots")}
                              << QByteArray("lots");
        QTest::newRow("backend") << QStringList{QStringLiteral("quick"),
                                                QStringLiteral("--backend"), QStringLiteral("aio")}
                                 << QByteArray("aio");
        QTest::newRow("preset") << QStringList{QStringLiteral("random"), QStringLiteral("--preset"),
                                               QStringLiteral("RND4K-QXT1")}
                                << QByteArray("RND4K-QXT1");
        QTest::newRow("read+write")
            << QStringList{QStringLiteral("random"), QStringLiteral("--read"),
                           QStringLiteral("--write")}
            << QByteArray("--mix");
        QTest::newRow("mix") << QStringList{QStringLiteral("random"), QStringLiteral("--mix"),
                                            QStringLiteral("170")}
                             << QByteArray("170");
        QTest::newRow("axis") << QStringList{QStringLiteral("sweep"), QStringLiteral("--axis"),
                                             QStringLiteral("colour")}
                              << QByteArray("colour");
        QTest::newRow("cache-ab") << QStringList{QStringLiteral("random"),
                                                 QStringLiteral("--cache-ab")}
                                  << QByteArray("--cache-ab");
        // Targets: each wrong kind is named for what it is, before anything runs.
        QTest::newRow("missing folder")
            << QStringList{QStringLiteral("quick"), QStringLiteral("/nonexistent/dir")}
            << QByteArray("no folder or file /nonexistent/dir");
        QTest::newRow("missing device")
            << QStringList{QStringLiteral("quick"), QStringLiteral("/dev/nosuchdisk")}
            << QByteArray("no device /dev/nosuchdisk");
        QTest::newRow("fifo") << QStringList{QStringLiteral("quick"), m_fifo}
                              << m_fifo.toUtf8() + " is not a folder";
        QTest::newRow("character device")
            << QStringList{QStringLiteral("random"), QStringLiteral("/dev/null")}
            << QByteArray("/dev/null is not a folder");
        QTest::newRow("size too small")
            << QStringList{QStringLiteral("quick"), m_data.path(), QStringLiteral("--size"),
                           QStringLiteral("1")}
            << QByteArray("at least 4K, such as 1G or 256M, not '1'");
        // --output is checked before the test: these would have run for half a minute.
        QTest::newRow("output folder missing")
            << QStringList{QStringLiteral("quick"),    m_data.path(),
                           QStringLiteral("--size"),   QStringLiteral("8M"),
                           QStringLiteral("--output"), QStringLiteral("/nonexistent/dir/out.json")}
            << QByteArray("/nonexistent/dir/out.json");
        QTest::newRow("output is a folder")
            << QStringList{QStringLiteral("quick"),    m_data.path(),
                           QStringLiteral("--size"),   QStringLiteral("8M"),
                           QStringLiteral("--output"), m_data.path()}
            << m_data.path().toUtf8();
        QTest::newRow("only matches nothing")
            << QStringList{QStringLiteral("random"), m_data.path(),
                           QStringLiteral("--size"), QStringLiteral("8M"),
                           QStringLiteral("--only"), QStringLiteral("rnd4kq1t1.raed")}
            << QByteArray("--only rnd4kq1t1.raed matches no measurement");
        // Control characters from the command line are shown, never sent to the terminal.
        QTest::newRow("escape in family")
            << QStringList{QStringLiteral("qu\x1b[2J\x1b]0;pwned\x07ick")}
            << QByteArray("qu\\u001b[2J\\u001b]0;pwned\\u0007ick");
        QTest::newRow("newline in option")
            << QStringList{QStringLiteral("quick"), QStringLiteral("--backend"),
                           QStringLiteral("aio\ndriveproof-cli: all good")}
            << QByteArray("aio\\u000adriveproof-cli: all good");
        QTest::newRow("bidi override in target")
            << QStringList{QStringLiteral("quick"), QStringLiteral("/nonexistent/\u202Egpj.exe")}
            << QByteArray("/nonexistent/\\u202egpj.exe");
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, says);
        QElapsedTimer timer;
        timer.start();
        const Run r = cli(QStringList{QStringLiteral("bench")} << args, m_data.path());
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(says), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1); // one line, whatever the arguments held
        QVERIFY2(!r.err.contains('\x1b') && !r.err.contains('\x07'), r.err.constData());
        QVERIFY(!r.err.contains("\u202E"));
        QVERIFY(!r.err.contains("is not a block device")); // the old word for a missing folder
        QVERIFY(r.out.isEmpty());                          // no table, no title
        QVERIFY2(timer.elapsed() < 10000, "refused only after running the test");
        QVERIFY(leftovers(m_data.path()).isEmpty());
    }

    void helpNamesTheCommandNotTheBuildPath()
    {
        const Run r = cli({QStringLiteral("bench"), QStringLiteral("--help")}, m_data.path());
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith("Usage: driveproof-cli bench [options]"), r.out.constData());
        QVERIFY(!r.out.contains(QByteArray(DRIVEPROOF_CLI)));
    }

    void killedRunIsCleanedUpByTheNextOne()
    {
        QTemporaryDir dir, data;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(DRIVEPROOF_CLI),
                {QStringLiteral("bench"), QStringLiteral("random"), dir.path(),
                 QStringLiteral("--size"), QStringLiteral("16M"), QStringLiteral("--duration"),
                 QStringLiteral("30")});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!leftovers(dir.path()).isEmpty(), 20000);
        QTest::qWait(500);
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished());
        QCOMPARE(leftovers(dir.path()).size(), 1); // killed: nothing could remove it

        const Run next =
            cli({QStringLiteral("bench"), QStringLiteral("random"), dir.path(),
                 QStringLiteral("--size"), QStringLiteral("8M"), QStringLiteral("--duration"),
                 QStringLiteral("0.1"), QStringLiteral("--only"), QStringLiteral("rnd4kq1t1.read"),
                 QStringLiteral("--no-history")},
                data.path());
        QVERIFY2(next.exitCode == 0, next.err.constData());
        QVERIFY(leftovers(dir.path()).isEmpty());
    }

    void interruptCancelsAndRemovesTheFile_data()
    {
        QTest::addColumn<int>("signal");
        QTest::newRow("SIGINT") << int(SIGINT);
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGHUP") << int(SIGHUP); // the terminal closed
    }
    void interruptCancelsAndRemovesTheFile()
    {
        QFETCH(int, signal);
        QTemporaryDir dir, data;
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), data.path());
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(DRIVEPROOF_CLI),
                {QStringLiteral("bench"), QStringLiteral("random"), dir.path(),
                 QStringLiteral("--size"), QStringLiteral("16M"), QStringLiteral("--duration"),
                 QStringLiteral("30"), QStringLiteral("--json")});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(!leftovers(dir.path()).isEmpty(), 20000);
        QTest::qWait(700);
        QElapsedTimer timer;
        timer.start();
        ::kill(pid_t(p.processId()), signal);
        QVERIFY(p.waitForFinished(5000));
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit); // not killed by the signal
        QCOMPARE(p.exitCode(), 1);
        QVERIFY(leftovers(dir.path()).isEmpty());
        const QJsonObject o = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QCOMPARE(o.value(QStringLiteral("cancelled")).toBool(), true);
    }
};

QTEST_GUILESS_MAIN(TestBenchCli)
#include "tst_benchcli.moc"
