// An on-path attacker and a fake witness against the writer's link (issue 25), through a
// relay on 127.0.0.1 in front of a real witness: one altered frame must not end the run
// (the witness's signed REJECT only says what reached it; the link reconnects and names
// the cause), and a fake witness that answers with a new salt at every connection must not
// make the writer derive key after key (the salt of the run's first handshake is pinned).
#include "witnessrig.h"

#include <netinet/in.h>
#include <thread>

using namespace DriveProof::PowerLoss;
using namespace PlWitnessRig;

namespace {

// A relay to the witness. Connection 1 goes through; in it, the byte at `flipAt` of what the
// client sends is inverted (0: none). Later connections go through too, unless `fake`:
// then they get a CHALLENGE with a fresh random salt, as a fake witness would send, and are
// closed after a while.
class Relay
{
public:
    Relay(std::uint16_t target, qint64 flipAt, bool fake)
        : m_target(target)
        , m_flipAt(flipAt)
        , m_fake(fake)
    {
        m_listener = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t len = sizeof a;
        if (::bind(m_listener, reinterpret_cast<sockaddr *>(&a), len) == 0 &&
            ::listen(m_listener, 16) == 0 &&
            ::getsockname(m_listener, reinterpret_cast<sockaddr *>(&a), &len) == 0)
            m_port = ntohs(a.sin_port);
        m_acceptor = std::thread([this] { acceptLoop(); });
    }
    ~Relay()
    {
        m_stop = true;
        m_acceptor.join();
        for (std::thread &t : m_pipes)
            t.join();
        ::close(m_listener);
    }
    Relay(const Relay &) = delete;
    Relay &operator=(const Relay &) = delete;
    std::uint16_t port() const { return m_port; }
    int connections() const { return m_connections; }
    void cutFirst() { m_cutFirst = true; }

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
            const int n = ++m_connections;
            if (n > 1 && m_fake)
                m_pipes.emplace_back([this, client] { fakeWitness(client); });
            else
                m_pipes.emplace_back([this, client, n] { pipe(client, n == 1); });
        }
    }
    void fakeWitness(int client)
    {
        char buffer[4096];
        ::recv(client, buffer, sizeof buffer, 0); // CLIENT_HELLO
        const QByteArray challenge = FrameEncoder().encode(
            MessageType::Challenge,
            encodeChallenge({randomBytes(kSaltBytes), randomBytes(kNonceBytes)}));
        ::send(client, challenge.constData(), std::size_t(challenge.size()), MSG_NOSIGNAL);
        pollfd p{client, POLLIN, 0};
        ::poll(&p, 1, 1000); // the CLIENT_PROOF, when the client derived a key
        ::close(client);
    }
    void pipe(int client, bool first)
    {
        QString error;
        const int witness = Net::connectTo({"127.0.0.1", m_target}, 2000, &error);
        qint64 sent = 0;
        char buffer[4096];
        while (witness >= 0 && !m_stop && !(first && m_cutFirst)) {
            pollfd p[2] = {{witness, POLLIN, 0}, {client, POLLIN, 0}};
            if (::poll(p, 2, 50) <= 0)
                continue;
            const int from = (p[0].revents != 0) ? witness : client;
            const ssize_t n = ::recv(from, buffer, sizeof buffer, 0);
            if (n <= 0)
                break;
            if (from == client && first && m_flipAt > sent && m_flipAt <= sent + n)
                buffer[m_flipAt - sent - 1] = char(~buffer[m_flipAt - sent - 1]);
            if (from == client)
                sent += n;
            if (::send(from == witness ? client : witness, buffer, std::size_t(n), MSG_NOSIGNAL) !=
                n)
                break;
        }
        if (witness >= 0)
            ::close(witness);
        ::close(client);
    }

    std::uint16_t m_target;
    qint64 m_flipAt;
    bool m_fake;
    int m_listener = -1;
    std::uint16_t m_port = 0;
    std::atomic<bool> m_stop{false};
    std::atomic<bool> m_cutFirst{false};
    std::atomic<int> m_connections{0};
    std::thread m_acceptor;
    std::vector<std::thread> m_pipes;
};

} // namespace

class TestPlWitnessTamper : public QObject, public WitnessFixture
{
    Q_OBJECT

private slots:
    // Review: one altered COMMITTED frame earned a signed REJECT BadHmac, and the writer
    // stopped the run with "Wrong pairing code".
    void oneAlteredFrameDoesNotEndTheRun()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        // Past the handshake (≤ 200 bytes) and HELLO: inside the first COMMITTED frames.
        Relay relay(port.value(), 3000, false);
        const RunParameters p = parameters(41);
        WitnessLink link(linkOptions(relay.port(), p));
        link.start();
        QVERIFY(link.waitConnected(10000));
        postRange(link, 1, 400);
        QTRY_VERIFY_WITH_TIMEOUT(link.durableSeq() == 400, 15000);
        QVERIFY2(link.state() != WitnessLink::State::Rejected, qPrintable(link.lastError()));
        QVERIFY(link.connects() >= 2); // the altered frame cost one connection, not the run
        QVERIFY(relay.connections() >= 2);
        QVERIFY2(!link.lastError().contains(QStringLiteral("pairing code")),
                 qPrintable(link.lastError()));
        QVERIFY(link.finish(5000));
        verifyComplete(*witness.ledger(p.runId), 400);
    }

    // Review (threat model, "left for later"): a fake witness that sends a new salt at every
    // reconnect made the writer spend one Argon2id (64 MiB) per attempt.
    void fakeWitnessCannotMakeTheWriterDeriveKeys()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        Relay relay(port.value(), 0, true);
        const RunParameters p = parameters(42);
        WitnessLink link(linkOptions(relay.port(), p));
        link.start();
        QVERIFY(link.waitConnected(10000));
        QVERIFY(!link.witnessSalt().isEmpty());
        const int before = derivationCount();
        relay.cutFirst(); // from now on, every connection meets the fake witness
        QTRY_VERIFY_WITH_TIMEOUT(relay.connections() >= 6, 15000);
        QCOMPARE(derivationCount(), before);
        QVERIFY2(link.lastError().contains(QStringLiteral("salt")), qPrintable(link.lastError()));
        QVERIFY(link.state() != WitnessLink::State::Rejected);
        link.abort();
    }
};

QTEST_GUILESS_MAIN(TestPlWitnessTamper)
#include "tst_plwitnesstamper.moc"
