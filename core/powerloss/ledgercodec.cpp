// The ledger's bytes (protocol.h): the header with the run's parameters and the writer's
// facts, then every acknowledged write, as the witness streams them in LEDGER_CHUNKs and
// the verifier decodes them; and its SHA-256 for LEDGER_END.
#include "powerloss/protocol.h"

#include "powerloss/wirecodec.h"

#include <QCryptographicHash>

#include <cstring>
#include <span>

namespace DriveProof::PowerLoss {
namespace Wire {

void putParameters(Writer &w, const RunParameters &p)
{
    w.putBytes(p.runId.data(), qsizetype(p.runId.size()));
    w.put<std::uint32_t>(p.blockSize);
    w.put<std::uint64_t>(p.areaOffsetBytes);
    w.put<std::uint64_t>(p.areaBlocks);
    w.put<std::uint64_t>(p.coldBlocks);
    w.put<std::uint64_t>(p.ringBlocks);
    w.put<std::uint32_t>(p.maxWriteBlocks);
    w.put<std::uint64_t>(p.seed);
    w.put<std::uint8_t>(std::uint8_t(p.method));
    w.put<std::uint32_t>(p.writesPerCommit);
    w.put<std::uint32_t>(p.workers);
}

RunParameters getParameters(Reader &r)
{
    RunParameters p;
    const QByteArrayView id = r.getBytes(qsizetype(p.runId.size()));
    if (!r.failed())
        std::memcpy(p.runId.data(), id.data(), p.runId.size());
    p.blockSize = r.get<std::uint32_t>();
    p.areaOffsetBytes = r.get<std::uint64_t>();
    p.areaBlocks = r.get<std::uint64_t>();
    p.coldBlocks = r.get<std::uint64_t>();
    p.ringBlocks = r.get<std::uint64_t>();
    p.maxWriteBlocks = r.get<std::uint32_t>();
    p.seed = r.get<std::uint64_t>();
    const auto method = r.get<std::uint8_t>();
    if (method > std::uint8_t(CommitMethod::OpenSync))
        r.fail();
    p.method = CommitMethod(method);
    p.writesPerCommit = r.get<std::uint32_t>();
    p.workers = r.get<std::uint32_t>();
    return p;
}

void putFacts(Writer &w, const WriterFacts &f)
{
    for (const std::string *s : {&f.hostName, &f.targetPath, &f.deviceModel, &f.deviceSerial,
                                 &f.deviceFirmware, &f.writeCache, &f.kernel, &f.bootId})
        w.putString(s->substr(0, kMaxFactBytes));
    w.put<std::uint64_t>(f.capacityBytes);
    w.put<std::int64_t>(f.unsafeShutdowns);
    w.put<std::uint8_t>(f.virtualMachine);
    w.put<std::uint8_t>(f.onBattery);
    w.put<std::uint8_t>(f.usbBridge);
}

WriterFacts getFacts(Reader &r)
{
    WriterFacts f;
    for (std::string *s : {&f.hostName, &f.targetPath, &f.deviceModel, &f.deviceSerial,
                           &f.deviceFirmware, &f.writeCache, &f.kernel, &f.bootId})
        *s = r.getString(kMaxFactBytes);
    f.capacityBytes = r.get<std::uint64_t>();
    f.unsafeShutdowns = r.get<std::int64_t>();
    if (f.unsafeShutdowns < -1)
        r.fail();
    f.virtualMachine = r.getBool();
    f.onBattery = r.getBool();
    f.usbBridge = r.getBool();
    return f;
}

} // namespace Wire

namespace {

using Wire::Reader;
using Wire::Writer;

constexpr std::uint16_t kLedgerFormat = 2; // 2: each ack ends with its receipt tag

} // namespace

QByteArray encodeLedger(const Ledger &l)
{
    return encodeLedgerHeader(l, l.acks.size()) + encodeLedgerAcks(l.acks.data(), l.acks.size());
}

QByteArray encodeLedgerHeader(const Ledger &l, std::uint64_t ackCount)
{
    Writer w;
    w.put<std::uint16_t>(kLedgerFormat);
    putParameters(w, l.parameters);
    putFacts(w, l.writer);
    w.put<std::uint8_t>(l.prepared);
    w.put<std::uint64_t>(l.lastIssuedSeq);
    w.put<std::uint32_t>(l.inFlightAtLastHeartbeat);
    w.put<std::int64_t>(l.firstCommitWitnessNs);
    w.put<std::int64_t>(l.lastHeardWitnessNs);
    w.put<std::uint8_t>(l.writerError);
    w.putString(l.writerErrorText.substr(0, kMaxErrorTextBytes));
    w.put<std::uint8_t>(l.cleanEnd);
    w.put<std::uint64_t>(ackCount);
    return w.take();
}

QByteArray encodeLedgerAcks(const AckEntry *acks, std::size_t count)
{
    Writer w;
    for (const AckEntry &e : std::span(acks, count)) {
        w.put<std::uint64_t>(e.seq);
        w.put<std::uint64_t>(e.lba);
        w.put<std::uint32_t>(e.blockCount);
        w.put<std::int64_t>(e.writerTimeNs);
        w.put<std::int64_t>(e.witnessTimeNs);
        w.putBytes(e.receipt.data(), qsizetype(e.receipt.size()));
    }
    return w.take();
}

std::optional<Ledger> decodeLedger(QByteArrayView bytes)
{
    Reader r(bytes);
    Ledger l;
    if (r.get<std::uint16_t>() != kLedgerFormat)
        return std::nullopt;
    l.parameters = getParameters(r);
    l.runId = l.parameters.runId;
    l.writer = getFacts(r);
    l.prepared = r.getBool();
    l.lastIssuedSeq = r.get<std::uint64_t>();
    l.inFlightAtLastHeartbeat = r.get<std::uint32_t>();
    l.firstCommitWitnessNs = r.get<std::int64_t>();
    l.lastHeardWitnessNs = r.get<std::int64_t>();
    l.writerError = r.getBool();
    l.writerErrorText = r.getString(kMaxErrorTextBytes);
    l.cleanEnd = r.getBool();
    const auto count = r.get<std::uint64_t>();
    // Check the count against the bytes that are really there before reserving for it.
    if (r.failed() || !validRunParameters(l.parameters) ||
        count != std::uint64_t(r.remaining()) / kLedgerAckBytes ||
        std::uint64_t(r.remaining()) % kLedgerAckBytes != 0)
        return std::nullopt;
    l.acks.resize(count);
    std::uint64_t previous = 0;
    for (AckEntry &e : l.acks) {
        e.seq = r.get<std::uint64_t>();
        e.lba = r.get<std::uint64_t>();
        e.blockCount = r.get<std::uint32_t>();
        e.writerTimeNs = r.get<std::int64_t>();
        e.witnessTimeNs = r.get<std::int64_t>();
        if (const QByteArrayView tag = r.getBytes(qsizetype(e.receipt.size())); !r.failed())
            std::memcpy(e.receipt.data(), tag.data(), e.receipt.size());
        if (e.seq <= previous)
            return std::nullopt;
        previous = e.seq;
    }
    return r.done() ? std::optional(std::move(l)) : std::nullopt;
}

QByteArray ledgerDigest(QByteArrayView bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

} // namespace DriveProof::PowerLoss
