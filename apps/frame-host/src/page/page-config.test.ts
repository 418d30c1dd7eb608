import { describe, expect, it } from 'vitest'
import { FrameConfigError, parseFrameConfig, serializeFrameConfig } from './page-config.js'

describe('the frame page configuration', () => {
  it('round-trips, and cannot close its script element', () => {
    const config = { projectId: 'p</script><script>x', allowedOrigins: ['https://dapp.example'] }
    const text = serializeFrameConfig(config)
    expect(text).not.toContain('<')
    expect(parseFrameConfig(text)).toEqual(config)
  })

  it.each([
    ['null'],
    ['https://dapp.example/'],
    ['https://dapp.example/path'],
    ['javascript:alert(1)'],
    ['*'],
  ])('refuses %s as an allowed origin', (origin) => {
    expect(() =>
      parseFrameConfig(JSON.stringify({ projectId: 'p', allowedOrigins: [origin] })),
    ).toThrow(FrameConfigError)
  })

  it('says what is wrong with a missing or broken configuration', () => {
    expect(() => parseFrameConfig(null)).toThrow('The frame page carries no configuration')
    expect(() => parseFrameConfig('{')).toThrow('The frame page configuration is not JSON')
    expect(() => parseFrameConfig('{"projectId":"p"}')).toThrow(
      /^The frame page configuration is invalid/,
    )
  })
})
