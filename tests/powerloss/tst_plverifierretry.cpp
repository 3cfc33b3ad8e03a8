// The verifier asks the witness again after a handshake the witness timed out: seen in the
// drive lab under TCG, where deriving the key from the pairing code took longer than the
// witness waits and `powerloss verify` gave up (docs/threat-model-witness.md, bounds).
#include "witnessrig.h"

#include <netinet/in.h>
#include <thread>

using namespace DriveProof::PowerLoss;
using namespace PlWitnessRig;

namespace {

// A relay to the witness on 127.0.0.1 that, on its first connection, holds back what the
// client sends for delayMs and then only passes the witness's answer on: the witness sees
// a client as slow as a small machine (or a VM, as in the drive lab) that derives the key
// from the pairing code with Argon2id for longer than the witness waits. Later
// connections pass through.
class SlowFirstRelay
{
public:
    SlowFirstRelay(std::uint16_t target, int delayMs)
        : m_target(target)
        , m_delayMs(delayMs)
    {
        m_listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        if (::bind(m_listener, reinterpret_cast<sockaddr *>(&a), len) == 0 &&
            ::listen(m_listener, 8) == 0 &&
            ::getsockname(m_listener, reinterpret_cast<sockaddr *>(&a), &len) == 0)
            m_port = ntohs(a.sin_port);
        m_acceptor = std::thread([this] { acceptLoop(); });
    }
    ~SlowFirstRelay()
    {
        m_stop = true;
        m_acceptor.join();
        for (std::thread &t : m_pipes)
            t.join();
        ::close(m_listener);
    }
    SlowFirstRelay(const SlowFirstRelay &) = delete;
    SlowFirstRelay &operator=(const SlowFirstRelay &) = delete;
    std::uint16_t port() const { return m_port; }
    int connections() const { return m_connections; }

private:
    void acceptLoop()
    {
        while (!m_stop) {
            pollfd p{m_listener, POLLIN, 0};
            if (::poll(&p, 1, 50) <= 0)
                continue;
            const int client = ::accept4(m_listener, nullptr, nullptr, SOCK_CLOEXEC);
            if (client < 0)
                continue;
            const bool first = m_connections++ == 0;
            m_pipes.emplace_back([this, client, first] { pipe(client, first); });
        }
    }
    void pipe(int client, bool first)
    {
        QString error;
        const int witness = Net::connectTo({"127.0.0.1", m_target}, 2000, &error);
        if (first)
            std::this_thread::sleep_for(std::chrono::milliseconds(m_delayMs));
        char buffer[4096];
        while (witness >= 0 && !m_stop) {
            pollfd p[2] = {{witness, POLLIN, 0}, {client, short(first ? 0 : POLLIN), 0}};
            if (::poll(p, 2, 50) <= 0)
                continue;
            const int from = (p[0].revents != 0) ? witness : client;
            const ssize_t n = ::recv(from, buffer, sizeof buffer, 0);
            if (n <= 0 || ::send(from == witness ? client : witness, buffer, std::size_t(n),
                                 MSG_NOSIGNAL) != n)
                break;
        }
        if (witness >= 0)
            ::close(witness);
        ::close(client);
    }

    std::uint16_t m_target;
    int m_delayMs;
    int m_listener = -1;
    std::uint16_t m_port = 0;
    std::atomic<bool> m_stop{false};
    std::atomic<int> m_connections{0};
    std::thread m_acceptor;
    std::vector<std::thread> m_pipes;
};

} // namespace

class TestPlVerifierRetry : public QObject, public WitnessFixture
{
    Q_OBJECT

private slots:
    // A verifier whose handshake the witness timed out (the key derivation took longer than
    // the witness waits: seen in the drive lab under TCG, where `powerloss verify` gave up
    // with "The witness refused: The connection was silent for too long.") asks again, as
    // the writer does; the key is cached by then.
    void verifierTriesAgainAfterAHandshakeTimeout()
    {
        WitnessOptions options = witnessOptions();
        options.handshakeTimeoutMs = 200;
        Witness witness(options);
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(31);
        {
            RawPeer writer(port.value());
            QVERIFY(writer.handshake(kKey, PeerRole::Writer, p.runId));
            QVERIFY(writer.hello(p));
        }
        QTRY_VERIFY_WITH_TIMEOUT(witness.ledger(p.runId).has_value(), 3000);
        SlowFirstRelay relay(port.value(), 800);
        QVERIFY(relay.port() != 0);
        const auto ledger =
            fetchLedger(QStringLiteral("127.0.0.1:%1").arg(relay.port()), kKey, p.runId, 10000);
        QVERIFY2(ledger, qPrintable(ledger ? QString() : ledger.error().message));
        QCOMPARE(ledger->runId, p.runId);
        QVERIFY(relay.connections() >= 2); // the first was timed out, a later one served
    }
};

QTEST_GUILESS_MAIN(TestPlVerifierRetry)
#include "tst_plverifierretry.moc"
