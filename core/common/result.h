// A value or an error, without exceptions across module boundaries (docs/style.md).
#pragma once

#include <QString>

#include <utility>
#include <variant>

namespace DriveProof {

// What failed, on which device or file, and what to do. `message` is translated text
// meant for a person; `errnum` keeps the errno (0 when none applies).
struct Error
{
    QString subject; // device or file the error is about, e.g. "/dev/sdb"
    QString message; // one sentence: what failed and what to do
    int errnum = 0;
};

// [[nodiscard]]: a Result that nobody looks at is an error nobody hears (issue 26: the
// CLI dropped history.save's).
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value)
        : m_data(std::move(value))
    {}
    Result(Error error)
        : m_data(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<T>(m_data); }
    T &value() & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T *operator->() const { return &value(); }
    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace DriveProof
