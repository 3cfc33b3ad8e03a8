// Shared by the witness tests (tst_plwitness, tst_plwitnesshostile, tst_plwitnesslimits):
// a fixed pairing key, runs and acks, a raw peer that speaks the protocol by hand, and a
// fixture with a journal folder, a witness and writer links on 127.0.0.1.
#pragma once

#include "powerloss/handshake.h"
#include "powerloss/journal.h"
#include "powerloss/pairing.h"
#include "powerloss/protocol.h"
#include "powerloss/verifierclient.h"
#include "powerloss/witness.h"
#include "powerloss/witnesslink.h"
#include "powerloss/witnesssocket.h"

#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <fcntl.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

namespace PlWitnessRig {

using namespace DriveProof::PowerLoss;

inline const QByteArray kKey = pairingKey(QStringLiteral("K7QD-M2XF-9HBT"));

inline RunParameters parameters(std::uint8_t tag)
{
    RunParameters p;
    for (std::size_t i = 0; i < p.runId.size(); ++i)
        p.runId[i] = std::uint8_t(tag + i);
    p.blockSize = 4096;
    p.areaBlocks = 100000;
    p.coldBlocks = 1000;
    p.ringBlocks = 10000;
    p.maxWriteBlocks = 32;
    p.seed = tag;
    return p;
}

inline AckEntry ack(std::uint64_t seq)
{
    return {seq, (seq * 7919) % 99000, std::uint32_t(1 + seq % 32), std::int64_t(seq) * 1000, 0};
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A raw peer: sends bytes, then collects what the witness answers until it closes. It may
// do the handshake (then it speaks in its session) and records what it sends, for replays.
struct RawPeer
{
    int fd = -1;
    FrameEncoder encoder;
    FrameDecoder decoder;
    QByteArray sent;        // every byte sent, in order
    QByteArray sessionSent; // the frames sent after the handshake
    std::vector<Frame> received;
    explicit RawPeer(std::uint16_t port)
    {
        QString error;
        fd = Net::connectTo({"127.0.0.1", port}, 2000, &error);
    }
    ~RawPeer()
    {
        if (fd >= 0)
            ::close(fd);
    }
    RawPeer(const RawPeer &) = delete;
    RawPeer &operator=(const RawPeer &) = delete;
    bool send(const QByteArray &bytes)
    {
        sent += bytes;
        if (decoder.hasSession())
            sessionSent += bytes;
        qsizetype done = 0;
        while (done < bytes.size()) {
            const ssize_t n = ::send(fd, bytes.constData() + done, std::size_t(bytes.size() - done),
                                     MSG_NOSIGNAL);
            if (n <= 0)
                return false;
            done += n;
        }
        return true;
    }
    bool sendFrame(MessageType type, QByteArrayView payload)
    {
        return send(encoder.encode(type, payload));
    }
    // The next frame, or nullopt on close, rejection or timeout.
    std::optional<Frame> next(int timeoutMs = 3000)
    {
        QElapsedTimer timer;
        timer.start();
        while (true) {
            auto o = decoder.next();
            if (o.status == FrameDecoder::Status::Frame) {
                received.push_back(o.frame);
                return o.frame;
            }
            if (o.status == FrameDecoder::Status::Rejected || timer.elapsed() > timeoutMs)
                return std::nullopt;
            if (!receiveSome())
                return std::nullopt;
        }
    }
    // Feeds the decoder what arrives within 50 ms; false once the witness has closed.
    bool receiveSome()
    {
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, 50) <= 0)
            return true;
        char buffer[65536];
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0)
            return false;
        decoder.feed(QByteArrayView(buffer, n));
        return true;
    }
    // The whole handshake; true once both sides have proven the key.
    bool handshake(const QByteArray &secret, PeerRole role, const RunId &run)
    {
        ClientHandshake h(secret, role, run);
        send(h.start());
        while (const auto frame = next()) {
            QByteArray answer;
            const auto step = h.onFrame(*frame, &answer);
            send(answer);
            if (step == ClientHandshake::Step::Failed)
                return false;
            if (step == ClientHandshake::Step::Established) {
                encoder.setSession(h.session(), Direction::ToWitness);
                decoder.setSession(h.session(), Direction::ToClient);
                return true;
            }
        }
        return false;
    }
    // HELLO for `p` after the handshake; true on HELLO_OK.
    bool hello(const RunParameters &p)
    {
        sendFrame(MessageType::Hello, encodeHello({p, {}}));
        const auto frame = next();
        return frame && frame->type == MessageType::HelloOk;
    }
    // The reason of the REJECT the witness sent, None if it closed without one, or -1 when it
    // neither closed nor rejected within `timeoutMs`.
    int rejectReason(int timeoutMs = 3000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            auto o = decoder.next();
            if (o.status == FrameDecoder::Status::Frame) {
                received.push_back(o.frame);
                if (o.frame.type == MessageType::Reject)
                    return int(decodeReject(o.frame.payload)->reason);
                continue;
            }
            if (o.status == FrameDecoder::Status::Rejected)
                return 1000 + int(o.reason); // the witness sent something we could not trust
            if (!receiveSome())
                return int(RejectReason::None);
        }
        return -1;
    }
};

// A journal folder for the test case, the witness's and the link's options on 127.0.0.1,
// and runs written and checked through them.
class WitnessFixture
{
protected:
    QTemporaryDir m_root;

    WitnessOptions witnessOptions(std::uint16_t port = 0) const
    {
        WitnessOptions o;
        o.listenAddress = QStringLiteral("127.0.0.1:%1").arg(port);
        o.journalRoot = m_root.path();
        o.key = kKey;
        o.maxConnections = 8;
        o.handshakeTimeoutMs = 1000;
        o.idleTimeoutMs = 1500;
        o.silentAfterMs = 500;
        return o;
    }

    static WitnessLinkOptions linkOptions(std::uint16_t port, const RunParameters &p,
                                          const QByteArray &key = kKey)
    {
        WitnessLinkOptions o;
        o.address = QStringLiteral("127.0.0.1:%1").arg(port);
        o.key = key;
        o.parameters = p;
        o.facts.hostName = "writer";
        o.facts.bootId = "boot-1";
        o.reconnectMs = 100;
        return o;
    }

    static void postRange(WitnessLink &link, std::uint64_t from, std::uint64_t to)
    {
        std::uint64_t seq = from;
        while (seq <= to) {
            std::vector<AckEntry> batch;
            const auto n = 1 + QRandomGenerator::global()->bounded(50);
            for (int i = 0; i < n && seq <= to; ++i)
                batch.push_back(ack(seq++));
            QVERIFY(link.post(std::move(batch)));
            link.setProgress(seq + 3, seq - 1, 4);
        }
    }

    static void verifyComplete(const Ledger &ledger, std::uint64_t count)
    {
        QCOMPARE(ledger.acks.size(), count);
        std::int64_t previousTime = 0;
        for (std::uint64_t i = 0; i < count; ++i) {
            const AckEntry &e = ledger.acks[i];
            const AckEntry want = ack(i + 1);
            QCOMPARE(e.seq, want.seq); // in order, no gap, no duplicate
            QCOMPARE(e.lba, want.lba);
            QCOMPARE(e.blockCount, want.blockCount);
            QCOMPARE(e.writerTimeNs, want.writerTimeNs);
            QVERIFY(e.witnessTimeNs >= previousTime && e.witnessTimeNs > 0);
            previousTime = e.witnessTimeNs;
        }
    }

    QString journalOf(const RunParameters &p) const
    {
        return journalFilePath(runFolderPath(m_root.path(), p.runId));
    }

    // A finished run of `count` commits, journaled under m_root.
    void finishedRun(const RunParameters &p, std::uint64_t count)
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        WitnessLink link(linkOptions(port.value(), p));
        link.start();
        QVERIFY(link.waitConnected(5000));
        // Several COMMITTED records, so that damage in the middle leaves a prefix.
        for (std::uint64_t done = 0; done < count; done += 10) {
            postRange(link, done + 1, std::min(count, done + 10));
            QTRY_COMPARE(link.durableSeq(), std::min(count, done + 10));
        }
        QVERIFY(link.finish(5000));
    }

    static WitnessRunSummary summaryOf(const Witness &witness, const RunId &runId)
    {
        for (const auto &run : witness.runs()) {
            if (run.runId == runId)
                return run;
        }
        return {};
    }
};

} // namespace PlWitnessRig
