// The witness against hostile peers on 127.0.0.1 with real sockets and a real journal:
// malformed, forged, replayed and misdirected frames, peers without the pairing code, and
// replays of another connection are refused without harm to the live writer or the journal.
#include "witnessrig.h"

using namespace DriveProof::PowerLoss;
using namespace PlWitnessRig;

class TestPlWitnessHostile : public QObject, public WitnessFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_root.isValid()); }

    void hostileInputIsRefusedAndHarmsNothing()
    {
        const RunParameters p = parameters(5);
        finishedRun(p, 50);
        const QString path = journalOf(p);
        const QByteArray journal = readFile(path);
        Witness witness(witnessOptions());
        std::atomic<int> rejected{0};
        witness.setEventCallback(
            [&](const WitnessEvent &e) { rejected += e.kind == WitnessEvent::Kind::Rejected; });
        const auto port = witness.start();
        QVERIFY(port);
        const std::uint16_t pt = port.value();
        const QByteArray strangerKey = pairingKey(QStringLiteral("AAAA-BBBB-CCCC"));
        const QByteArray hello = encodeHello({p, {}});

        QByteArray garbage(64 * 1024, Qt::Uninitialized);
        QRandomGenerator(7).fillRange(reinterpret_cast<quint32 *>(garbage.data()),
                                      garbage.size() / 4);
        garbage[0] = 'x';
        {
            RawPeer peer(pt);
            peer.send(garbage);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadMagic));
        }
        {
            RawPeer peer(pt);
            QByteArray huge =
                FrameEncoder().encode(MessageType::ClientHello, {}).first(kFrameHeaderBytes);
            huge[8] = huge[9] = huge[10] = huge[11] = char(0xFF);
            peer.send(huge);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadLength));
        }
        {
            RawPeer peer(pt); // the wrong pairing code
            QVERIFY(!peer.handshake(strangerKey, PeerRole::Writer, p.runId));
            QCOMPARE(peer.rejectReason(), int(RejectReason::None)); // REJECT read, then EOF
            QCOMPARE(peer.received.back().type, MessageType::Reject);
            QCOMPARE(decodeReject(peer.received.back().payload)->reason, RejectReason::BadHmac);
        }
        {
            RawPeer peer(pt); // a session frame before the handshake
            peer.send(
                FrameEncoder(SessionBinding{QByteArray(32, 'k'), p.runId, QByteArray(16, 's')},
                             Direction::ToWitness)
                    .encode(MessageType::Hello, hello));
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnexpectedMessage));
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
            peer.sendFrame(MessageType::Committed, encodeCommitted({ack(51)}));
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnexpectedMessage));
        }
        {
            RawPeer peer(pt);
            RunParameters other = p;
            other.seed = 12345;
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
            peer.sendFrame(MessageType::Hello, encodeHello({other, {}}));
            QCOMPARE(peer.rejectReason(), int(RejectReason::ParametersMismatch));
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, p.runId));
            peer.sendFrame(MessageType::Hello, hello);
            QCOMPARE(peer.rejectReason(), int(RejectReason::RunFinished));
        }
        {
            RawPeer peer(pt); // a session for one run cannot speak for another
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, parameters(66).runId));
            peer.sendFrame(MessageType::Hello, hello);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadPayload));
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Verifier, parameters(77).runId));
            peer.sendFrame(MessageType::LedgerRequest, encodeRunId(parameters(77).runId));
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnknownRun));
        }
        {
            RawPeer peer(pt); // a verifier's session is for its own run's ledger only
            QVERIFY(peer.handshake(kKey, PeerRole::Verifier, parameters(77).runId));
            peer.sendFrame(MessageType::LedgerRequest, encodeRunId(p.runId));
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadPayload));
        }
        {
            RawPeer peer(pt); // a verifier cannot write
            QVERIFY(peer.handshake(kKey, PeerRole::Verifier, p.runId));
            peer.sendFrame(MessageType::Bye, {});
            QCOMPARE(peer.rejectReason(), int(RejectReason::UnexpectedMessage));
        }
        const RunParameters q = parameters(6);
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, q.runId));
            peer.sendFrame(MessageType::Hello, encodeHello({q, {}}));
            peer.sendFrame(MessageType::Committed, encodeCommitted({ack(5)}));
            peer.sendFrame(MessageType::Committed, encodeCommitted({ack(5)}));
            QCOMPARE(peer.rejectReason(), int(RejectReason::CommitSeqNotIncreasing));
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, q.runId));
            AckEntry outside = ack(9);
            outside.lba = q.areaBlocks - 1;
            outside.blockCount = 2; // runs past the end of the area
            peer.sendFrame(MessageType::Hello, encodeHello({q, {}}));
            peer.sendFrame(MessageType::Committed, encodeCommitted({outside}));
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadPayload));
        }
        {
            RawPeer peer(pt); // a replayed frame on the same connection
            QVERIFY(peer.handshake(kKey, PeerRole::Verifier, p.runId));
            const QByteArray request =
                peer.encoder.encode(MessageType::Result, encodeResult({p.runId, "{}"}));
            peer.send(request + request);
            QVERIFY(peer.next() && peer.received.back().type == MessageType::Hwm);
            QCOMPARE(peer.rejectReason(), int(RejectReason::FrameSeqNotIncreasing));
        }
        QTRY_VERIFY(rejected.load() >= 13);
        QCOMPARE(readFile(path), journal);
        const auto q5 = witness.ledger(q.runId);
        QVERIFY(q5);
        QCOMPARE(q5->acks.size(), 1u); // only the one good commit
        const auto ledger = fetchLedger(QStringLiteral("127.0.0.1:%1").arg(pt), kKey, p.runId);
        QVERIFY(ledger);
        verifyComplete(ledger.value(), 50);
    }

    void replayedHelloDoesNotCutOffTheLiveWriter()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(20);
        // What an eavesdropper records: a genuine writer's whole connection.
        QByteArray recording;
        {
            RawPeer genuine(port.value());
            QVERIFY(genuine.handshake(kKey, PeerRole::Writer, p.runId));
            QVERIFY(genuine.hello(p));
            recording = genuine.sent;
        }
        WitnessLink link(linkOptions(port.value(), p));
        link.start();
        QVERIFY(link.waitConnected(5000));
        postRange(link, 1, 100);
        QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), 100u, 5000);

        RawPeer attacker(port.value());
        attacker.send(recording);
        QCOMPARE(attacker.rejectReason(), int(RejectReason::BadHmac));
        for (const Frame &f : attacker.received) // a challenge and a REJECT, nothing keyed
            QVERIFY(f.type == MessageType::Challenge || f.type == MessageType::Reject);
        QTest::qWait(300);
        QCOMPARE(link.state(), WitnessLink::State::Connected);
        QCOMPARE(link.connects(), 1); // never superseded
        QVERIFY(summaryOf(witness, p.runId).writerConnected);
        postRange(link, 101, 200);
        QTRY_COMPARE_WITH_TIMEOUT(link.durableSeq(), 200u, 5000);
        QVERIFY(link.finish(5000));
    }

    // Seen before: run Z's recorded BYE ended run X; run X's COMMITTED went into run Y's ledger.
    void framesOfAnotherRunOrConnectionAreRefused()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const std::uint16_t pt = port.value();
        const RunParameters x = parameters(21), y = parameters(22), z = parameters(23);
        QByteArray zBye, xCommitted;
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, z.runId));
            QVERIFY(peer.hello(z));
            const qsizetype before = peer.sent.size();
            peer.sendFrame(MessageType::Bye, {});
            zBye = peer.sent.sliced(before);
        }
        {
            RawPeer peer(pt);
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, x.runId));
            QVERIFY(peer.hello(x));
            const qsizetype before = peer.sent.size();
            peer.sendFrame(MessageType::Committed, encodeCommitted({ack(1), ack(2)}));
            xCommitted = peer.sent.sliced(before);
            QVERIFY(peer.next()); // HWM
        }
        QTRY_COMPARE(summaryOf(witness, x.runId).ackCount, 2u);
        {
            RawPeer peer(pt); // X again (a new connection), then Z's BYE
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, x.runId));
            QVERIFY(peer.hello(x));
            peer.send(zBye);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
        }
        QVERIFY(!summaryOf(witness, x.runId).cleanEnd);
        {
            RawPeer peer(pt); // Y, then X's recorded COMMITTED
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, y.runId));
            QVERIFY(peer.hello(y));
            peer.send(xCommitted);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
        }
        {
            RawPeer peer(pt); // X, then X's own COMMITTED from its earlier connection
            QVERIFY(peer.handshake(kKey, PeerRole::Writer, x.runId));
            QVERIFY(peer.hello(x));
            peer.send(xCommitted);
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
        }
        QCOMPARE(summaryOf(witness, y.runId).ackCount, 0u);
        QCOMPARE(summaryOf(witness, x.runId).ackCount, 2u);
        QVERIFY(!summaryOf(witness, x.runId).cleanEnd);
    }

    // Seen before: HELLO_OK and HWM bound to nothing, so a replayed HWM made the writer drop
    // commits the witness never stored. Here the test is the witness (it holds the code) and
    // answers with frames of another session, or with claims beyond what was posted.

    void unauthenticatedPeerGetsNothingKeyed()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const std::uint16_t pt = port.value();
        for (int attempt = 0; attempt < 3; ++attempt) {
            RawPeer peer(pt);
            ClientHelloMessage hello{PeerRole::Writer, parameters(29).runId, randomBytes(32)};
            peer.send(FrameEncoder().encode(MessageType::ClientHello, encodeClientHello(hello)));
            const auto challenge = peer.next();
            QVERIFY(challenge && challenge->type == MessageType::Challenge);
            QCOMPARE(challenge->frameSeq, 0u);
            peer.send(FrameEncoder().encode(MessageType::ClientProof, randomBytes(32)));
            QCOMPARE(peer.rejectReason(), int(RejectReason::BadHmac));
            QVERIFY(!peer.decoder.rejected()); // every frame decoded as unsigned
            const auto reject = decodeReject(peer.received.back().payload);
            QCOMPARE(reject->text, rejectReasonText(RejectReason::BadHmac).toStdString());
        }
        // A single byte gets an unsigned REJECT too (after the handshake deadline at most).
        RawPeer one(pt);
        one.send("D");
        const int reason = one.rejectReason(3000);
        QVERIFY(reason == int(RejectReason::Timeout) || reason == int(RejectReason::None));
        QVERIFY(!one.decoder.rejected());
        QVERIFY(!witness.ledger(parameters(29).runId));
    }

    void wrongPairingCodeIsRefused()
    {
        Witness witness(witnessOptions());
        const auto port = witness.start();
        QVERIFY(port);
        const RunParameters p = parameters(10);
        WitnessLink link(
            linkOptions(port.value(), p, pairingKey(QStringLiteral("K7QD-M2XF-9HBV"))));
        link.start();
        QTRY_COMPARE_WITH_TIMEOUT(link.state(), WitnessLink::State::Rejected, 5000);
        QCOMPARE(link.rejectReason(), RejectReason::BadHmac);
        QVERIFY(!link.lastError().isEmpty());
        QVERIFY(!witness.ledger(p.runId));
        QVERIFY(!QFile::exists(runFolderPath(m_root.path(), p.runId)));
        const auto ledger =
            fetchLedger(QStringLiteral("127.0.0.1:%1").arg(port.value()),
                        pairingKey(QStringLiteral("K7QD-M2XF-9HBV")), parameters(1).runId, 3000);
        QVERIFY(!ledger);
    }
};

QTEST_GUILESS_MAIN(TestPlWitnessHostile)
#include "tst_plwitnesshostile.moc"
