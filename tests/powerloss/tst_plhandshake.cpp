// Pairing without sockets: codes normalise, the handshake binds both ends only when both
// hold the code, the password hash is salted and quick enough, and the addresses the
// witness shows are the ones the other machine can type.
#include "powerloss/witnesssocket.h"
#include "protocolrig.h"

#include <QRegularExpression>

#include <QTest>

using namespace DriveProof::PowerLoss;
using namespace PlProtocolRig;
using namespace Qt::StringLiterals;

class TestPlHandshake : public QObject
{
    Q_OBJECT

private slots:
    void pairingCodes()
    {
        const QString code = generatePairingCode();
        QVERIFY2(
            QRegularExpression(QStringLiteral("^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$"))
                .match(code)
                .hasMatch(),
            qPrintable(code));
        QVERIFY(generatePairingCode() != code);
        QCOMPARE(normalizePairingCode(code), code);
        QCOMPARE(normalizePairingCode(u" k7qd m2xf-9hbt\t"), QStringLiteral("K7QD-M2XF-9HBT"));
        QCOMPARE(normalizePairingCode(u"K7QDM2XF9HBT"), QStringLiteral("K7QD-M2XF-9HBT"));
        // Read aloud and typed back: O is zero, I and L are one.
        QCOMPARE(normalizePairingCode(u"oIlq-0000-1111"), QStringLiteral("011Q-0000-1111"));
        QVERIFY(!normalizePairingCode(u"K7QD-M2XF-9HB"));   // short
        QVERIFY(!normalizePairingCode(u"K7QD-M2XF-9HBTX")); // long
        QVERIFY(!normalizePairingCode(u"K7QD-M2XF-9HBU"));  // U is not in the alphabet
        QVERIFY(!normalizePairingCode(u"K7QD_M2XF_9HBT"));
        QVERIFY(!normalizePairingCode(u""));
        QVERIFY(pairingKey(QStringLiteral("K7QD-M2XF-9HBT")).endsWith("K7QD-M2XF-9HBT"));
        QVERIFY(pairingKey(QStringLiteral("K7QD-M2XF-9HBT")) !=
                pairingKey(QStringLiteral("K7QD-M2XF-9HBV")));
        QCOMPARE(pairingKey(*normalizePairingCode(u"k7qd m2xf 9hbt")), kKey);
    }

    void handshakeBindsBothEnds()
    {
        const QByteArray salt = randomBytes(kSaltBytes);
        const auto witnessKey = deriveWitnessKey(kKey, salt);
        QVERIFY(witnessKey);
        const RunId run = validParameters().runId;

        struct Result
        {
            ClientHandshake::Step client = ClientHandshake::Step::Continue;
            ServerHandshake::Step server = ServerHandshake::Step::Continue;
            RejectReason clientWhy = RejectReason::None, serverWhy = RejectReason::None;
            QByteArray proof; // what the client sent as CLIENT_PROOF
            SessionBinding clientSession, serverSession;
        };
        auto talk = [&](const QByteArray &clientSecret, const QByteArray *replayProof) {
            Result r;
            ClientHandshake client(clientSecret, PeerRole::Writer, run);
            ServerHandshake server(&*witnessKey, &salt);
            auto frameOf = [](const QByteArray &bytes) {
                FrameDecoder d;
                d.feed(bytes);
                auto o = d.next();
                return o.frame;
            };
            QByteArray toClient, toServer;
            r.server = server.onFrame(frameOf(client.start()), &toClient);
            r.client = client.onFrame(frameOf(toClient), &toServer);
            r.proof = frameOf(toServer).payload;
            if (replayProof)
                toServer = FrameEncoder().encode(MessageType::ClientProof, *replayProof);
            toClient.clear();
            r.server = server.onFrame(frameOf(toServer), &toClient);
            r.serverWhy = server.failure();
            if (r.server == ServerHandshake::Step::Established) {
                r.client = client.onFrame(frameOf(toClient), &toServer);
                r.clientWhy = client.failure();
            }
            r.clientSession = client.session();
            r.serverSession = server.session();
            return r;
        };

        const Result good = talk(kKey, nullptr);
        QCOMPARE(good.server, ServerHandshake::Step::Established);
        QCOMPARE(good.client, ClientHandshake::Step::Established);
        QCOMPARE(good.clientSession.key, good.serverSession.key);
        QCOMPARE(good.clientSession.sessionId, good.serverSession.sessionId);
        QVERIFY(good.clientSession.runId == run);
        // A frame of this session passes only in this session.
        const QByteArray frame =
            FrameEncoder(good.clientSession, Direction::ToWitness).encode(MessageType::Bye, {});
        QCOMPARE(decodeOne(frame, good.serverSession).status, FrameDecoder::Status::Frame);

        const Result again = talk(kKey, nullptr);
        QVERIFY(again.serverSession.key != good.serverSession.key); // fresh nonces, fresh keys
        QCOMPARE(decodeOne(frame, again.serverSession).reason, RejectReason::BadHmac);

        // A recorded CLIENT_PROOF against a fresh challenge: refused.
        const Result replayed = talk(kKey, &good.proof);
        QCOMPARE(replayed.server, ServerHandshake::Step::Failed);
        QCOMPARE(replayed.serverWhy, RejectReason::BadHmac);

        // The wrong code: the witness refuses, and never sends a proof of its own.
        const Result wrong = talk(pairingKey(QStringLiteral("AAAA-BBBB-CCCC")), nullptr);
        QCOMPARE(wrong.server, ServerHandshake::Step::Failed);
        QCOMPARE(wrong.serverWhy, RejectReason::BadHmac);

        // A fake witness (another code): the client refuses its SERVER_PROOF.
        const QByteArray otherKey = *deriveWitnessKey(pairingKey(u"AAAA-BBBB-CCCC"_s), salt);
        ClientHandshake client(kKey, PeerRole::Writer, run);
        ServerHandshake fake(&otherKey, &salt);
        QByteArray a, b;
        FrameDecoder d1, d2, d3;
        d1.feed(client.start());
        fake.onFrame(d1.next().frame, &a);
        d2.feed(a);
        QCOMPARE(client.onFrame(d2.next().frame, &b), ClientHandshake::Step::Continue);
        // The fake witness cannot check the proof; say it answers with its own.
        const HandshakeKeys fakeKeys = handshakeKeys(runKey(otherKey, run), {}, {});
        d3.feed(FrameEncoder().encode(MessageType::ServerProof, fakeKeys.serverProof));
        QCOMPARE(client.onFrame(d3.next().frame, &b), ClientHandshake::Step::Failed);
        QCOMPARE(client.failure(), RejectReason::BadHmac);

        // Per-run keys: the same witness key gives unrelated keys to two runs.
        RunId other = run;
        other[0] ^= 1;
        QVERIFY(runKey(*witnessKey, run) != runKey(*witnessKey, other));
    }

    void passwordHashIsSaltedAndTakesUnderASecond()
    {
        const QByteArray saltA = randomBytes(kSaltBytes);
        const QByteArray saltB = randomBytes(kSaltBytes);
        const auto a = deriveWitnessKey(kKey, saltA);
        const std::int64_t ns = lastDerivationNs();
        QVERIFY(a);
        const auto b = deriveWitnessKey(kKey, saltB);
        QVERIFY(b && *a != *b);                       // salted
        QCOMPARE(*deriveWitnessKey(kKey, saltA), *a); // deterministic (and cached)
        QVERIFY(!deriveWitnessKey(kKey, QByteArray(3, 's')));
        qInfo("Argon2id (ops 2, 64 MiB): %.0f ms", double(ns) / 1e6);
        QVERIFY2(ns > 1'000'000, "far too cheap to slow down guessing"); // > 1 ms
        QVERIFY2(ns < 1'000'000'000, "a writer derives it once per run in under a second");
    }

    void addressesToTypeOnTheOtherMachine()
    {
        using DriveProof::PowerLoss::Net::addressesToType;
        QCOMPARE(addressesToType(u"192.0.2.7"_s, 7070), QStringList{u"192.0.2.7:7070"_s});
        QCOMPARE(addressesToType(u"[2001:db8::7]"_s, 80), QStringList{u"[2001:db8::7]:80"_s});
        // A wildcard lists this machine's own addresses: never loopback, always the port,
        // each one something the writer's address field accepts.
        for (const QString &any : {u"0.0.0.0"_s, u"[::]"_s, QString()}) {
            for (const QString &a : addressesToType(any, 7070)) {
                QVERIFY2(a.endsWith(u":7070"_s), qPrintable(a));
                QVERIFY2(!a.startsWith(u"127."_s) && !a.startsWith(u"[::1]"_s), qPrintable(a));
                QVERIFY2(DriveProof::PowerLoss::Net::parseEndpoint(a), qPrintable(a));
            }
        }
        for (const QString &a : addressesToType(u"0.0.0.0"_s, 1))
            QVERIFY2(!a.startsWith(u'['), qPrintable(a)); // IPv4 only on 0.0.0.0
    }

    void endpoints()
    {
        using DriveProof::PowerLoss::Net::parseEndpoint;
        QCOMPARE(parseEndpoint(u"192.0.2.1:7070")->host, std::string("192.0.2.1"));
        QCOMPARE(parseEndpoint(u"192.0.2.1:7070")->port, 7070);
        QCOMPARE(parseEndpoint(u"witness.lan:1")->host, std::string("witness.lan"));
        QCOMPARE(parseEndpoint(u"[::1]:7070")->host, std::string("::1"));
        QCOMPARE(parseEndpoint(u"[fe80::1%eth0]:80")->host, std::string("fe80::1%eth0"));
        QCOMPARE(parseEndpoint(u"0.0.0.0:0")->port, 0);
        QVERIFY(!parseEndpoint(u"::1:7070")); // IPv6 needs brackets
        QVERIFY(!parseEndpoint(u"host:65536"));
        QVERIFY(!parseEndpoint(u"host:"));
        QVERIFY(!parseEndpoint(u"host"));
        QVERIFY(!parseEndpoint(u"[::1]7070"));
        QVERIFY(!parseEndpoint(u"host:70x"));
    }
};

QTEST_GUILESS_MAIN(TestPlHandshake)
#include "tst_plhandshake.moc"
