// Bounds for those who hold the code (issue 25), against a real witness on 127.0.0.1:
// the number of runs, the acknowledged writes held in memory (40 bytes each then, 56 with
// the receipt tag now: about 5.7 GiB at the journal cap before), and a new run while the witness is out of descriptors —
// "busy, try again" and no empty run folder, where it was a fatal JournalFailure.
#include "witnessrig.h"

#include <QDir>

#include <sys/resource.h>

using namespace DriveProof::PowerLoss;
using namespace PlWitnessRig;

class TestPlWitnessBounds : public QObject, public WitnessFixture
{
    Q_OBJECT

    int runFolders() const
    {
        return int(QDir(m_root.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
    }

private slots:
    void initTestCase() { QVERIFY(m_root.isValid()); }
    void init()
    {
        for (const QString &name : QDir(m_root.path()).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QDir(m_root.filePath(name)).removeRecursively();
    }

    void runsAreBounded()
    {
        WitnessOptions options = witnessOptions();
        options.maxRuns = 3;
        Witness witness(options);
        const auto port = witness.start();
        QVERIFY(port);
        for (int i = 0; i < 4; ++i) {
            RawPeer peer(port.value());
            const RunParameters p = parameters(std::uint8_t(60 + i));
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
            peer.sendFrame(MessageType::Hello, encodeHello({p, {}}));
            const auto answer = peer.next();
            QVERIFY(answer);
            QCOMPARE(answer->type, i < 3 ? MessageType::HelloOk : MessageType::Reject);
        }
        QCOMPARE(int(witness.runs().size()), 3);
        QCOMPARE(runFolders(), 3);
    }

    void acknowledgedWritesInMemoryAreBounded()
    {
        WitnessOptions options = witnessOptions();
        options.maxAcksInMemory = 1000;
        Witness witness(options);
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(70);
        RawPeer peer(port.value());
        QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
        QVERIFY(peer.hello(p));
        for (std::uint64_t first = 1; first <= 1200; first += 100) {
            std::vector<AckEntry> batch;
            for (std::uint64_t seq = first; seq < first + 100; ++seq)
                batch.push_back(ack(seq));
            peer.sendFrame(MessageType::Committed, encodeCommitted(batch));
        }
        QCOMPARE(peer.rejectReason(), int(RejectReason::JournalFailure));
        QCOMPARE(witness.ledger(p.runId)->acks.size(), std::size_t(1000));
    }

    // Out of descriptors when a new run arrives: Busy (the writer comes back), no folder.
    void newRunOutOfDescriptorsIsBusyAndLeavesNothing()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        rlimit saved{};
        ::getrlimit(RLIMIT_NOFILE, &saved);
        rlimit lowered = saved;
        lowered.rlim_cur = rlim_t(QDir(QStringLiteral("/proc/self/fd"))
                                      .entryList(QDir::NoDotAndDotDot | QDir::System)
                                      .size() +
                                  32);
        if (::setrlimit(RLIMIT_NOFILE, &lowered) != 0)
            QSKIP("cannot lower RLIMIT_NOFILE");
        std::vector<int> filler;
        while (true) {
            const int fd = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
            if (fd < 0)
                break;
            filler.push_back(fd);
        }
        // Two free: the client's socket and the witness's accepted one; none for a journal.
        ::close(filler.back());
        filler.pop_back();
        ::close(filler.back());
        filler.pop_back();
        int reason = -1;
        {
            RawPeer peer(port.value());
            const RunParameters p = parameters(80);
            if (peer.fd >= 0 && peer.handshake(kKey, PeerRole::Writer, p.runId)) {
                peer.sendFrame(MessageType::Hello, encodeHello({p, {}}));
                reason = peer.rejectReason();
            }
        }
        for (int fd : filler)
            ::close(fd);
        ::setrlimit(RLIMIT_NOFILE, &saved);
        QCOMPARE(reason, int(RejectReason::Busy));
        QCOMPARE(runFolders(), 0);
        QVERIFY(witness.runs().empty());
    }
};

QTEST_GUILESS_MAIN(TestPlWitnessBounds)
#include "tst_plwitnessbounds.moc"
