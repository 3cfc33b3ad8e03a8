// The witness's answer to each message (witness.h): the handshake, a writer's HELLO and
// commits, a verifier's ledger request and result, and REJECT for anything else.
#include "powerloss/witnessstate.h"

#include "powerloss/powerlosslog.h"
#include "powerloss/powerlosstr.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>

#include <cerrno>

namespace DriveProof::PowerLoss {

void Witness::Private::handleFrame(Connection &c, const Frame &frame)
{
    if (!c.authenticated)
        return handleHandshake(c, frame);
    c.lastFrameNs = Net::monotonicNs();
    const bool writer = c.role == PeerRole::Writer;
    switch (frame.type) {
    case MessageType::Hello:
        return writer ? handleHello(c, frame) : reject(c, RejectReason::UnexpectedMessage);
    case MessageType::Prepared:
    case MessageType::Committed:
    case MessageType::Heartbeat:
    case MessageType::WriterError:
    case MessageType::Bye:
        return writer ? handleWriterMessage(c, frame) : reject(c, RejectReason::UnexpectedMessage);
    case MessageType::LedgerRequest:
        return writer ? reject(c, RejectReason::UnexpectedMessage) : handleLedgerRequest(c, frame);
    case MessageType::Result:
        return writer ? reject(c, RejectReason::UnexpectedMessage) : handleResult(c, frame);
    default:
        return reject(c, RejectReason::UnexpectedMessage);
    }
}

void Witness::Private::handleHandshake(Connection &c, const Frame &frame)
{
    QByteArray answer;
    const ServerHandshake::Step step = c.handshake.onFrame(frame, &answer);
    if (step == ServerHandshake::Step::Failed)
        return reject(c, c.handshake.failure());
    if (step == ServerHandshake::Step::Continue) {
        c.out += answer; // CHALLENGE
        return;
    }
    if (c.handshake.role() == PeerRole::Verifier) {
        const auto verifier = [](const Connection &other) {
            return other.authenticated && other.role == PeerRole::Verifier && !other.closing;
        };
        if (count(verifier) >= options.maxVerifiers) {
            // Instead of SERVER_PROOF, unsigned: the client gives up this try and comes back.
            c.send(MessageType::Reject,
                   encodeReject(
                       {RejectReason::Busy, rejectReasonText(RejectReason::Busy).toStdString()}));
            c.closing = true;
            c.closingSinceNs = Net::monotonicNs();
            event(WitnessEvent::Kind::Rejected, c.handshake.runId(), 0, RejectReason::Busy, c.peer);
            return;
        }
    }
    c.out += answer; // SERVER_PROOF
    c.authenticated = true;
    c.role = c.handshake.role();
    c.sessionRun = c.handshake.runId();
    c.encoder.setSession(c.handshake.session(), Direction::ToClient);
    c.decoder.setSession(c.handshake.session(), Direction::ToWitness);
    c.lastFrameNs = Net::monotonicNs();
}

void Witness::Private::handleHello(Connection &c, const Frame &frame)
{
    const auto hello = decodeHello(frame.payload);
    if (!hello)
        return reject(c, RejectReason::BadPayload);
    if (c.run)
        return reject(c, RejectReason::UnexpectedMessage);
    const RunId id = hello->parameters.runId;
    // The handshake bound this session to one run: it cannot speak for another.
    if (id != c.sessionRun)
        return reject(c, RejectReason::BadPayload);
    auto it = runs.find(id);
    QString error;
    if (it == runs.end()) {
        if (int(runs.size()) >= options.maxRuns) {
            //: %1 how many runs the witness keeps at most
            event(WitnessEvent::Kind::JournalError, id, 0, RejectReason::JournalFailure,
                  Tr::tr("The witness already keeps %1 runs: move old run folders out of its "
                         "journal folder to make room.")
                      .arg(options.maxRuns));
            return reject(c, RejectReason::JournalFailure);
        }
        auto run = std::make_unique<RunState>();
        const std::int64_t now = Net::realtimeNs();
        run->ledger.runId = id;
        if (!openJournal(*run, &error) ||
            !appendJournal(*run, MessageType::Hello, now, frame.payload, &error) ||
            !run->journal.sync(&error)) {
            // Out of descriptors or memory is for now: the writer tries again (Busy). Either
            // way nothing of the run stays behind, not even an empty folder.
            const int why = run->journal.openErrno();
            run->journal.close();
            const QString folder = runFolderPath(options.journalRoot, id);
            QFile::remove(journalFilePath(folder));
            QDir().rmdir(folder);
            event(WitnessEvent::Kind::JournalError, id, 0, RejectReason::JournalFailure, error);
            const bool later = why == EMFILE || why == ENFILE || why == ENOMEM;
            return reject(c, later ? RejectReason::Busy : RejectReason::JournalFailure);
        }
        applyMessage(run->ledger, MessageType::Hello, now, frame.payload);
        it = runs.emplace(id, std::move(run)).first;
        event(WitnessEvent::Kind::RunStarted, id);
    } else {
        RunState &run = *it->second;
        if (!run.damage.isEmpty())
            return reject(c, RejectReason::JournalFailure);
        if (const RejectReason why = checkMessage(&run.ledger, MessageType::Hello, frame.payload);
            why != RejectReason::None)
            return reject(c, why);
        if (!openJournal(run, &error)) {
            // Not a damaged journal (perhaps out of descriptors for now): refuse this
            // connection, keep the run open to a later one.
            event(WitnessEvent::Kind::JournalError, id, 0, RejectReason::JournalFailure, error);
            return reject(c, RejectReason::Busy);
        }
        if (!run.journal.sync(&error)) {
            journalFailed(run, error);
            return reject(c, RejectReason::JournalFailure);
        }
        run.durableSeq = run.lastAckSeq();
        // The same run from a new connection (a reboot of the link, a new DHCP address):
        // the old connection is stale.
        for (auto &other : connections) {
            if (other.get() != &c && other->run == id && !other->closing)
                reject(*other, RejectReason::Superseded);
        }
        event(WitnessEvent::Kind::RunResumed, id, run.ledger.acks.size(), RejectReason::None,
              c.peer);
    }
    RunState &run = *it->second;
    c.run = id;
    run.writerConnection = c.id;
    run.peer = c.peer;
    run.lastFrameMonoNs = Net::monotonicNs();
    run.silent = false;
    c.send(MessageType::HelloOk, encodeSeq(run.durableSeq));
}

void Witness::Private::handleWriterMessage(Connection &c, const Frame &frame)
{
    if (!c.run)
        return reject(c, RejectReason::UnexpectedMessage);
    RunState &run = *runs.at(*c.run);
    if (run.writerConnection != c.id)
        return reject(c, RejectReason::Superseded);
    if (!run.damage.isEmpty())
        return reject(c, RejectReason::JournalFailure);
    if (const RejectReason why = checkMessage(&run.ledger, frame.type, frame.payload);
        why != RejectReason::None)
        return reject(c, why);
    if (frame.type == MessageType::Committed) {
        const auto entries = decodeCommitted(frame.payload);
        const qint64 n = entries ? qint64(entries->size()) : 0;
        if (acksInMemory + n > options.maxAcksInMemory) {
            //: %1 a number of acknowledged writes
            event(WitnessEvent::Kind::JournalError, *c.run, 0, RejectReason::JournalFailure,
                  Tr::tr("The witness holds %1 acknowledged writes in memory, as many as it "
                         "may: this run cannot grow.")
                      .arg(acksInMemory));
            return reject(c, RejectReason::JournalFailure);
        }
        acksInMemory += n;
    }
    const std::int64_t now = Net::realtimeNs();
    QString error;
    if (frame.type == MessageType::Heartbeat) {
        // Liveness in memory; the journal gets the latest one at most once per
        // heartbeatJournalMs, and when the writer goes silent or says BYE.
        applyMessage(run.ledger, frame.type, now, frame.payload);
        run.pendingBeat = frame.payload;
        run.pendingBeatNs = now;
    } else if (changesLedger(&run.ledger, frame.type)) {
        if (frame.type == MessageType::Bye && !journalPendingBeat(run, &error))
            return journalFailed(run, error);
        if (!appendJournal(run, frame.type, now, frame.payload, &error))
            return journalFailed(run, error);
        applyMessage(run.ledger, frame.type, now, frame.payload);
    }
    run.lastFrameMonoNs = Net::monotonicNs();
    if (run.silent)
        event(WitnessEvent::Kind::RunResumed, *c.run, run.ledger.acks.size());
    run.silent = false;
    switch (frame.type) {
    case MessageType::Heartbeat:
        c.send(MessageType::Hwm, encodeSeq(run.durableSeq));
        break;
    case MessageType::WriterError:
        event(WitnessEvent::Kind::WriterError, *c.run, 0, RejectReason::None,
              QString::fromStdString(run.ledger.writerErrorText));
        break;
    case MessageType::Bye:
        if (!run.journal.sync(&error))
            return journalFailed(run, error);
        run.durableSeq = run.lastAckSeq();
        run.journal.close(); // the run is over: no descriptor kept for it
        c.send(MessageType::Hwm, encodeSeq(run.durableSeq));
        // Closing after the last HWM tells the writer that BYE is in the journal.
        c.closing = true;
        c.closingSinceNs = Net::monotonicNs();
        event(WitnessEvent::Kind::Ended, *c.run, run.ledger.acks.size());
        break;
    default:
        break;
    }
}

void Witness::Private::handleLedgerRequest(Connection &c, const Frame &frame)
{
    const auto id = decodeRunId(frame.payload);
    if (!id || *id != c.sessionRun)
        return reject(c, RejectReason::BadPayload);
    const auto it = runs.find(*id);
    if (it == runs.end())
        return reject(c, RejectReason::UnknownRun);
    if (c.streaming || c.ledgerSent)
        return reject(c, RejectReason::UnexpectedMessage);
    const auto streaming = [](const Connection &other) { return other.streaming; };
    if (count(streaming) >= options.maxLedgerStreams)
        return reject(c, RejectReason::Busy);
    // A snapshot of the header and of how many acks there are; the acks themselves are
    // encoded from the run's own (append-only) list as the peer reads them.
    RunState &run = *it->second;
    c.streamRun = &run;
    c.streamAcks = run.ledger.acks.size();
    c.streamHeader = encodeLedgerHeader(run.ledger, c.streamAcks);
    c.streamNext = 0;
    c.streamBytes = 0;
    c.streamDigest.reset();
    c.streaming = true;
    c.ledgerSent = true;
    c.lastProgressNs = Net::monotonicNs();
}

void Witness::Private::handleResult(Connection &c, const Frame &frame)
{
    const auto result = decodeResult(frame.payload);
    if (!result || result->runId != c.sessionRun)
        return reject(c, RejectReason::BadPayload);
    if (c.resultSent)
        return reject(c, RejectReason::UnexpectedMessage);
    c.resultSent = true;
    const auto it = runs.find(result->runId);
    if (it == runs.end())
        return reject(c, RejectReason::UnknownRun);
    QSaveFile file(QDir(runFolderPath(options.journalRoot, result->runId))
                       .filePath(QStringLiteral("result.json")));
    if (!file.open(QIODevice::WriteOnly) || file.write(result->json) != result->json.size() ||
        !file.commit()) {
        event(WitnessEvent::Kind::JournalError, result->runId, 0, RejectReason::JournalFailure,
              file.errorString());
        return reject(c, RejectReason::JournalFailure);
    }
    it->second->resultStored = true;
    c.send(MessageType::Hwm, encodeSeq(it->second->durableSeq));
    event(WitnessEvent::Kind::ResultStored, result->runId);
}

// Commits are counted at every journal sync: debug only. The rest are a run's milestones and
// the refusals an operator looks for after an attack or a failed verification.
void Witness::Private::logEvent(const WitnessEvent &e)
{
    using Kind = WitnessEvent::Kind;
    const QString run = runIdHex(e.runId);
    switch (e.kind) {
    case Kind::RunStarted:
        qCInfo(lcPowerLoss) << "witness: run" << run << "started" << e.text;
        break;
    case Kind::RunResumed:
        qCInfo(lcPowerLoss) << "witness: run" << run << "resumed" << e.text;
        break;
    case Kind::Commits:
        qCDebug(lcPowerLoss) << "witness: run" << run << e.count << "acknowledgements";
        break;
    case Kind::Silent:
        qCInfo(lcPowerLoss) << "witness: run" << run << "went silent after" << e.count
                            << "acknowledgements";
        break;
    case Kind::Ended:
        qCInfo(lcPowerLoss) << "witness: run" << run << "ended by the writer";
        break;
    case Kind::ResultStored:
        qCInfo(lcPowerLoss) << "witness: run" << run << "verifier's report stored";
        break;
    case Kind::Rejected: {
        const std::int64_t now = Net::monotonicNs();
        if (lastRefusalLogNs != 0 && now - lastRefusalLogNs < 1000000000) {
            ++refusalsNotLogged;
            break;
        }
        qCInfo(lcPowerLoss) << "witness: refused" << e.text << "run" << run << "reason"
                            << int(e.reason) << "(" << refusalsNotLogged
                            << "more refused since the last line, not logged)";
        lastRefusalLogNs = now;
        refusalsNotLogged = 0;
        break;
    }
    case Kind::WriterError:
    case Kind::JournalError:
        qCWarning(lcPowerLoss) << "witness: run" << run << e.text;
        break;
    }
}

void Witness::Private::reject(Connection &c, RejectReason reason)
{
    if (c.closing || c.dead)
        return;
    // Before the handshake the encoder has no session: the REJECT goes unsigned, the same
    // words for everyone, and tells nothing about the key.
    c.send(MessageType::Reject, encodeReject({reason, rejectReasonText(reason).toStdString()}));
    c.closing = true;
    c.streaming = false;
    c.streamRun = nullptr;
    c.streamHeader = QByteArray();
    c.closingSinceNs = Net::monotonicNs();
    event(WitnessEvent::Kind::Rejected, c.run.value_or(RunId{}), 0, reason, c.peer);
}

} // namespace DriveProof::PowerLoss
