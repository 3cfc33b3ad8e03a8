// Little-endian codec of the wire protocol (protocol.h), private to frame.cpp, protocol.cpp
// and ledgercodec.cpp: a builder, a bounds-checked reader, and the run's parameters and
// the writer's facts, which both HELLO and the ledger carry.
#pragma once

#include "powerloss/types.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QtEndian>

#include <cstdint>
#include <string>

namespace DriveProof::PowerLoss::Wire {

// Little-endian builder and bounds-checked reader: a short or overlong payload fails the
// reader instead of reading past the end.
class Writer
{
public:
    template <typename T> void put(T value)
    {
        char bytes[sizeof(T)];
        qToLittleEndian(value, bytes);
        m_bytes.append(bytes, sizeof(T));
    }
    void putBytes(const void *data, qsizetype size)
    {
        m_bytes.append(static_cast<const char *>(data), size);
    }
    void putString(const std::string &text)
    {
        put<std::uint16_t>(std::uint16_t(text.size()));
        putBytes(text.data(), qsizetype(text.size()));
    }
    QByteArray take() { return std::move(m_bytes); }

private:
    QByteArray m_bytes;
};

class Reader
{
public:
    explicit Reader(QByteArrayView bytes)
        : m_bytes(bytes)
    {}
    template <typename T> T get()
    {
        if (!need(sizeof(T)))
            return T{};
        const T value = qFromLittleEndian<T>(m_bytes.data() + m_pos);
        m_pos += qsizetype(sizeof(T));
        return value;
    }
    QByteArrayView getBytes(qsizetype size)
    {
        if (!need(size))
            return {};
        const QByteArrayView view = m_bytes.sliced(m_pos, size);
        m_pos += size;
        return view;
    }
    std::string getString(std::size_t maxBytes)
    {
        const std::size_t size = get<std::uint16_t>();
        if (size > maxBytes) {
            m_failed = true;
            return {};
        }
        const QByteArrayView bytes = getBytes(qsizetype(size));
        return std::string(bytes.data(), std::size_t(bytes.size()));
    }
    bool getBool()
    {
        const auto value = get<std::uint8_t>();
        if (value > 1)
            m_failed = true;
        return value == 1;
    }
    qsizetype remaining() const { return m_bytes.size() - m_pos; }
    // True when everything was read, nothing was missing and nothing is left over.
    bool done() const { return !m_failed && m_pos == m_bytes.size(); }
    bool failed() const { return m_failed; }
    void fail() { m_failed = true; }

private:
    bool need(std::size_t size)
    {
        if (m_failed || size > std::size_t(m_bytes.size() - m_pos)) {
            m_failed = true;
            return false;
        }
        return true;
    }

    QByteArrayView m_bytes;
    qsizetype m_pos = 0;
    bool m_failed = false;
};

void putParameters(Writer &w, const RunParameters &p);
RunParameters getParameters(Reader &r);
void putFacts(Writer &w, const WriterFacts &f);
WriterFacts getFacts(Reader &r);

} // namespace DriveProof::PowerLoss::Wire
