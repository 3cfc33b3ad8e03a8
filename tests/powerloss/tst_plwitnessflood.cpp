// A connection flood against a real witness on loopback (issue 25): a stranger on
// 127.0.0.2 opens idle connections as fast as it can, and verifiers on 127.0.0.1 must
// still get their ledgers. Before, the flood evicted the oldest handshake — the verifier's —
// before the witness had even read it, and 6 of 6 `powerloss verify` failed with "Lost the
// connection to the witness". Now handshakes are limited per source address (the flooder
// evicts only its own) and the verifier asks again with growing pauses.
#include "testskip.h"
#include "witnessrig.h"

#include <QElapsedTimer>
#include <QLoggingCategory>

#include <deque>
#include <netinet/in.h>
#include <thread>

using namespace DriveProof::PowerLoss;
using namespace PlWitnessRig;

namespace {

// Idle connections from 127.0.0.2, up to `keep` open at once, the oldest closed first.
class Flooder
{
public:
    Flooder(std::uint16_t port, int keep)
    {
        m_thread = std::thread([this, port, keep] { run(port, keep); });
    }
    ~Flooder()
    {
        m_stop = true;
        m_thread.join();
    }
    Flooder(const Flooder &) = delete;
    Flooder &operator=(const Flooder &) = delete;
    long connections() const { return m_connections; }

private:
    void run(std::uint16_t port, int keep)
    {
        std::deque<int> open;
        sockaddr_in from{};
        from.sin_family = AF_INET;
        from.sin_addr.s_addr = htonl(0x7F000002);
        sockaddr_in to{};
        to.sin_family = AF_INET;
        to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        to.sin_port = htons(port);
        while (!m_stop) {
            const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
            if (fd < 0)
                continue;
            if (::bind(fd, reinterpret_cast<sockaddr *>(&from), sizeof from) != 0 ||
                (::connect(fd, reinterpret_cast<sockaddr *>(&to), sizeof to) != 0 &&
                 errno != EINPROGRESS)) {
                ::close(fd);
                continue;
            }
            ++m_connections;
            open.push_back(fd);
            while (int(open.size()) > keep) {
                ::close(open.front());
                open.pop_front();
            }
        }
        for (int fd : open)
            ::close(fd);
    }

    std::atomic<bool> m_stop{false};
    std::atomic<long> m_connections{0};
    std::thread m_thread;
};

// Counts the witness's refusal lines in the power-loss category (the flood must not become
// a flood of log lines: docs/style.md), passing every other message on.
std::atomic<int> g_refusalLines{0};
QtMessageHandler g_previousHandler = nullptr;

void countRefusalLines(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (context.category && qstrcmp(context.category, "driveproof.core.powerloss") == 0) {
        if (text.contains(QLatin1String("witness: refused")))
            ++g_refusalLines;
        return;
    }
    if (g_previousHandler)
        g_previousHandler(type, context, text);
}

} // namespace

class TestPlWitnessFlood : public QObject, public WitnessFixture
{
    Q_OBJECT

private slots:
    void verifiersGetThroughAFlood()
    {
        {
            // The flood comes from a second loopback address; some sandboxes have only one.
            const int probe = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
            sockaddr_in from{};
            from.sin_family = AF_INET;
            from.sin_addr.s_addr = htonl(0x7F000002);
            const bool bound = ::bind(probe, reinterpret_cast<sockaddr *>(&from), sizeof from) == 0;
            ::close(probe);
            DRIVEPROOF_SKIP_UNLESS(bound, "cannot bind 127.0.0.2");
        }
        WitnessOptions options = witnessOptions();
        options.maxConnections = 64; // the defaults, as `driveproof-cli witness` runs
        options.handshakeTimeoutMs = 5000;
        options.idleTimeoutMs = 10000;
        Witness witness(options);
        // Handshakes of 127.0.0.1 (the verifiers) that the witness gave up for the flood.
        std::atomic<int> evicted{0};
        std::atomic<int> refused{0};
        witness.setEventCallback([&evicted, &refused](const WitnessEvent &e) {
            refused += e.kind == WitnessEvent::Kind::Rejected ? 1 : 0;
            if (e.kind == WitnessEvent::Kind::Rejected &&
                e.reason == RejectReason::TooManyConnections &&
                e.text.startsWith(QLatin1String("127.0.0.1:")))
                ++evicted;
        });
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(51);
        {
            RawPeer writer(port.value());
            QVERIFY(writer.handshake(kKey, PeerRole::Writer, p.runId));
            QVERIFY(writer.hello(p));
        }
        QTRY_VERIFY_WITH_TIMEOUT(witness.ledger(p.runId).has_value(), 3000);
        const QString address = QStringLiteral("127.0.0.1:%1").arg(port.value());
        QVERIFY(fetchLedger(address, kKey, p.runId, 10000));

        QLoggingCategory::setFilterRules(QStringLiteral("driveproof.core.powerloss.info=true"));
        g_previousHandler = qInstallMessageHandler(countRefusalLines);
        QElapsedTimer flooding;
        flooding.start();
        Flooder flood(port.value(), 200);
        QTRY_VERIFY_WITH_TIMEOUT(flood.connections() > 2000, 20000);
        int served = 0;
        for (int i = 0; i < 6; ++i) {
            // As a fresh `powerloss verify` process: Argon2id runs while its handshake waits
            // on the witness, long enough for the flood to come past it.
            forgetDerivedKeys();
            const auto ledger = fetchLedger(address, kKey, p.runId, 20000);
            if (ledger && ledger->runId == p.runId)
                ++served;
            else
                qWarning("verifier %d: %s", i, qPrintable(ledger.error().message));
        }
        const qint64 seconds = flooding.elapsed() / 1000 + 1;
        qInstallMessageHandler(g_previousHandler);
        QLoggingCategory::setFilterRules({});
        qInfo("flood: %ld connections from 127.0.0.2; verifiers served: %d of 6, their "
              "handshakes evicted: %d; %d refusals, %d log lines in %lld s",
              flood.connections(), served, evicted.load(), refused.load(), g_refusalLines.load(),
              seconds);
        QVERIFY(refused.load() > 100);                 // the flood was refused, many times
        QVERIFY(g_refusalLines.load() <= seconds + 1); // and logged once a second at most
        QCOMPARE(served, 6);
        QCOMPARE(evicted.load(), 0); // the flooder pushes out only its own
    }
};

QTEST_GUILESS_MAIN(TestPlWitnessFlood)
#include "tst_plwitnessflood.moc"
